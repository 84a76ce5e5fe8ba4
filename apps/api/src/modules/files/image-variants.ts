import type { ImageWidth } from '@lull/domain/image-widths';
import sharp from 'sharp';

/** Formats sharp reads; anything else (a PDF certificate) is served as stored, whatever width is asked for. */
const RESIZABLE = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/avif']);
/** Variants kept per instance, oldest out first; one forgotten is made again when asked (browsers cache them a year). */
const MAX_REMEMBERED_BYTES = 32 * 1024 * 1024;

const remembered = new Map<string, Buffer>();
const making = new Map<string, Promise<Buffer>>();
let rememberedBytes = 0;

export function isResizable(mimeType: string): boolean {
  return RESIZABLE.has(mimeType);
}

function remember(key: string, variant: Buffer): void {
  remembered.set(key, variant);
  rememberedBytes += variant.length;
  for (const [oldest, old] of remembered) {
    if (rememberedBytes <= MAX_REMEMBERED_BYTES) break;
    remembered.delete(oldest);
    rememberedBytes -= old.length;
  }
}

/** A stored picture at most `width` pixels wide, as WebP; made once per instance (concurrent asks share it). */
export function imageVariant(fileId: string, bytes: Buffer, width: ImageWidth): Promise<Buffer> {
  const key = `${fileId}:${width}`;
  const known = remembered.get(key);
  if (known) return Promise.resolve(known);
  let pending = making.get(key);
  if (!pending) {
    pending = sharp(bytes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer()
      .then((variant) => {
        remember(key, variant);
        return variant;
      })
      .finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}
