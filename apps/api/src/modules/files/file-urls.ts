/** Where a stored file is served. The id never changes meaning, so its answer can be cached for a year. */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}
