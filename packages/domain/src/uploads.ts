/**
 * What a business may upload (merchant spec §5 and §9): at most 5 MB a file; a logo (one picture), certificates
 * (up to five, PDF or picture), venue photos (up to four, for the public carousel) and one picture per service. The type of a file is
 * read from its first bytes, never from its name or the type the browser declares; the browser runs the same
 * checks first so that a wrong file is refused before it is sent.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_PURPOSES = ['logo', 'certificate', 'photo', 'service_image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The kinds of file Lull can recognise by their content. */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';

export const MIME_TYPE_OF: Readonly<Record<FileKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The extension a file of each kind is saved under. */
export const EXTENSION_OF: Readonly<Record<FileKind, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
};

/** The kind a stored MIME type (`MIME_TYPE_OF`'s) stands for, or null for any other. */
export function fileKindOfMimeType(mimeType: string): FileKind | null {
  return (Object.keys(MIME_TYPE_OF) as FileKind[]).find((kind) => MIME_TYPE_OF[kind] === mimeType) ?? null;
}

export interface UploadRule {
  /** What the file picker offers and the type message lists. */
  extensions: readonly string[];
  kinds: readonly FileKind[];
  maxFiles: number;
  /** Pictures are re-encoded no larger than this on either side (the widest the pages show, at twice the density). */
  maxPixels: number;
}

export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadRule>> = {
  logo: { extensions: ['jpg', 'jpeg', 'png', 'webp'], kinds: ['jpeg', 'png', 'webp'], maxFiles: 1, maxPixels: 1024 },
  // Documents stay readable when printed.
  certificate: { extensions: ['pdf', 'jpg', 'jpeg', 'png'], kinds: ['pdf', 'jpeg', 'png'], maxFiles: 5, maxPixels: 2400 },
  photo: { extensions: ['jpg', 'jpeg', 'png', 'webp'], kinds: ['jpeg', 'png', 'webp'], maxFiles: 4, maxPixels: 1920 },
  // One picture per service, shown on its card and page (merchant spec §5).
  service_image: { extensions: ['jpg', 'jpeg', 'png', 'webp'], kinds: ['jpeg', 'png', 'webp'], maxFiles: 1, maxPixels: 1920 },
};

export const UPLOAD_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  fileTooLarge: (fileName: string) => `File "${fileName}" is too large. Maximum size is 5MB`,
  unsupportedType: (purpose: UploadPurpose) => `File type not supported. Please use: ${UPLOAD_RULES[purpose].extensions.join(', ')}`,
  tooMany: (maxFiles: number) => `You can only upload up to ${maxFiles} files`,
  failed: 'Upload failed. Please try again.',
  empty: 'That file is empty.',
  unreadablePicture: 'That picture could not be read. Please choose another file.',
} as const;

/** How long the upload notice stays (spec §9). */
export const UPLOAD_NOTICE_MS = 3000;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The kind of a file from its first bytes (at least 12 are needed), or null for anything Lull does not accept. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** The first message a file breaks for a purpose, checked on its size and first bytes; null when it may be sent. */
export function checkUpload(purpose: UploadPurpose, file: { name: string; size: number; firstBytes: Uint8Array }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileTooLarge(file.name);
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  const kind = detectFileKind(file.firstBytes);
  return kind && UPLOAD_RULES[purpose].kinds.includes(kind) ? null : UPLOAD_MESSAGES.unsupportedType(purpose);
}

/** Whether another file fits: `alreadyChosen` counts the files of this purpose already uploaded. */
export function checkUploadCount(purpose: UploadPurpose, alreadyChosen: number, adding: number): string | null {
  const { maxFiles } = UPLOAD_RULES[purpose];
  return alreadyChosen + adding > maxFiles ? UPLOAD_MESSAGES.tooMany(maxFiles) : null;
}

/**
 * The name a file is shown and downloaded under: its last path segment (a browser may send "C:\\x\\y.pdf" or
 * "../y.pdf"), without control characters, at most 200 characters; "file" when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim().replace(/^\.+/, '');
  // Cut to the last 200 code units without keeping half of a surrogate pair the cut split (it would be stored as U+FFFD).
  return cleaned.slice(-200).replace(/^[\uDC00-\uDFFF]/, '') || 'file';
}

/** Names Windows keeps for devices: a file called so cannot be saved there. */
const DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * The name a stored file is downloaded under: the base of the name it was uploaded with (`cleanFileName`, its
 * last extension dropped) and the extension of the kind its content was detected as, never the sender's: "x.html"
 * holding a PDF downloads as "x.pdf", so a saved file opens as what it is (a PDF viewer), never as a page whose
 * script runs from the local disk. The base keeps letters, digits, spaces and `-_.()` (anything else becomes "_",
 * so no quote, semicolon or direction override reaches a header or a file system), at most 100 characters, without
 * dots or spaces at either end; "file" when nothing is left. A kind of null (not a type Lull stores) gets no
 * extension at all.
 */
export function downloadFileName(uploadedName: string, kind: FileKind | null): string {
  const name = cleanFileName(uploadedName).normalize('NFC');
  const base = name.includes('.', 1) ? name.slice(0, name.lastIndexOf('.')) : name;
  let safe = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .slice(0, 100)
    .replace(/^[. ]+|[. ]+$/g, '');
  if (safe === '') safe = 'file';
  if (DEVICE_NAME.test(safe)) safe = `${safe}_`;
  return kind ? `${safe}.${EXTENSION_OF[kind]}` : safe;
}
