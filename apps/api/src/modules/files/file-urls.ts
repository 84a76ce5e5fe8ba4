/** Where a stored file is served. The id never changes meaning, so its answer can be cached for a year. */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

const EXTENSION_OF_MIME: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** The spec's file_name: the stored file's own name, its id with the extension of what it holds. */
export function storedFileName(fileId: string, mimeType: string): string {
  const extension = EXTENSION_OF_MIME[mimeType];
  return extension ? `${fileId}.${extension}` : fileId;
}
