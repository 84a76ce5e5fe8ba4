import { MIME_TYPE_OF, UPLOAD_RULES, type FileKind, type UploadPurpose } from '@lull/domain/uploads';
import sharp from 'sharp';

/** Larger than any camera's picture; a "pixel bomb" (a small file claiming billions of pixels) is refused. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface PreparedFile {
  bytes: Buffer;
  mimeType: string;
  width: number | null;
  height: number | null;
}

/**
 * What is stored of an accepted file. A picture is decoded and encoded again, turned upright, no larger than
 * its purpose needs and without metadata (a phone's photo carries its GPS position): what reaches a visitor is
 * only pixels, never the bytes a sender chose. A PDF is kept as sent (it is only ever served to its business
 * and admins, as an attachment or sandboxed). Throws when sharp cannot read the picture.
 */
export async function prepareUpload(purpose: UploadPurpose, kind: FileKind, bytes: Buffer): Promise<PreparedFile> {
  if (kind === 'pdf') return { bytes, mimeType: MIME_TYPE_OF.pdf, width: null, height: null };
  const side = UPLOAD_RULES[purpose].maxPixels;
  const picture = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const encoded =
    kind === 'png' ? picture.png({ compressionLevel: 9 }) : kind === 'webp' ? picture.webp({ quality: 82 }) : picture.jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, mimeType: MIME_TYPE_OF[kind], width: info.width, height: info.height };
}
