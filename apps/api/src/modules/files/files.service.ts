import type { Authenticated } from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findFileWithContent } from './files.repository';

export interface ServedFile {
  bytes: Buffer;
  mimeType: string;
  downloadName: string;
  /** Certificates are private: cached only by the browser that may see them. */
  isPublic: boolean;
}

export function createFilesService({ db }: AppContext) {
  return {
    /** A file's bytes; certificates only for their business's owner and admins, as if absent for anyone else. */
    async getFile(fileId: string, viewer: Authenticated | null): Promise<ServedFile> {
      const found = await findFileWithContent(db, fileId);
      const isPublic = found?.file.fileType !== 'certificate';
      const mayView = isPublic || viewer?.user.role === 'admin' || viewer?.user.id === found?.ownerUserId;
      if (!found || !mayView) throw new AppError('NOT_FOUND', 'File not found.');
      return { bytes: found.bytes, mimeType: found.file.mimeType, downloadName: found.file.originalName, isPublic };
    },
  };
}
