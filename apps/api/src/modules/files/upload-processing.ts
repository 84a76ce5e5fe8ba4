import { availableParallelism } from 'node:os';
import { MIME_TYPE_OF, UPLOAD_RULES, type FileKind, type UploadPurpose } from '@lull/domain/uploads';
import sharp from 'sharp';

/** Larger than any camera's picture; a "pixel bomb" (a small file claiming billions of pixels) is refused. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Pictures re-encoded at once per instance; the others wait their turn (decision 030). Each decoded camera photo
 * holds tens of megabytes, and sharp's threads left unbounded took every core from the thread that answers
 * requests: one core stays free for it.
 */
export const PICTURES_AT_ONCE = Math.max(1, availableParallelism() - 1);

/** An accepted file's bytes: in memory, or a staged file in the file store's folder. */
export type FileContent = Buffer | { path: string };

export interface PreparedFile {
  content: FileContent;
  size: number;
  mimeType: string;
  width: number | null;
  height: number | null;
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PICTURES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * What is stored of an accepted file. A picture is decoded and encoded again, turned upright, no larger than
 * its purpose needs and without metadata (a phone's photo carries its GPS position): what reaches a visitor is
 * only pixels, never the bytes a sender chose. A PDF is kept as sent (it is only ever served to its business
 * and admins, as an attachment or sandboxed). Throws when sharp cannot read the picture.
 */
export async function prepareUpload(purpose: UploadPurpose, kind: FileKind, content: FileContent, size: number): Promise<PreparedFile> {
  if (kind === 'pdf') return { content, size, mimeType: MIME_TYPE_OF.pdf, width: null, height: null };
  const side = UPLOAD_RULES[purpose].maxPixels;
  const { data, info } = await inTurn(() => {
    const picture = sharp(Buffer.isBuffer(content) ? content : content.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'png' ? picture.png({ compressionLevel: 9 }) : kind === 'webp' ? picture.webp({ quality: 82 }) : picture.jpeg({ quality: 82, mozjpeg: true });
    return encoded.toBuffer({ resolveWithObject: true });
  });
  return { content: data, size: data.length, mimeType: MIME_TYPE_OF[kind], width: info.width, height: info.height };
}
