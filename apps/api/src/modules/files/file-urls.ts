import { EXTENSION_OF, fileKindOfMimeType } from '@lull/domain/uploads';

/** Where a stored file is served. The id never changes meaning, so its answer can be cached for a year. */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

/** The spec's file_name: the stored file's own name, its id with the extension of what it holds. */
export function storedFileName(fileId: string, mimeType: string): string {
  const kind = fileKindOfMimeType(mimeType);
  return kind ? `${fileId}.${EXTENSION_OF[kind]}` : fileId;
}
