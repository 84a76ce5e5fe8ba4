import type { ImageWidth } from '@lull/domain/image-widths';
import type { Authenticated } from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findFileWithContent } from './files.repository';
import { imageVariant, isResizable } from './image-variants';

export interface ServedFile {
  bytes: Buffer;
  mimeType: string;
  downloadName: string;
  /** Certificates are private: cached only by the browser that may see them. */
  isPublic: boolean;
}

export function createFilesService({ db, log }: AppContext) {
  return {
    /**
     * A file's bytes; certificates only for their business's owner and admins, as if absent for anyone else.
     * With a width, a picture comes as a WebP at most that wide (other files as stored).
     */
    async getFile(fileId: string, viewer: Authenticated | null, width?: ImageWidth): Promise<ServedFile> {
      const found = await findFileWithContent(db, fileId);
      const isPublic = found?.file.fileType !== 'certificate';
      const mayView = isPublic || viewer?.user.role === 'admin' || viewer?.user.id === found?.ownerUserId;
      if (!found || !mayView) throw new AppError('NOT_FOUND', 'File not found.');
      const served = { bytes: found.bytes, mimeType: found.file.mimeType, downloadName: found.file.originalName, isPublic };
      if (!width || !isResizable(found.file.mimeType)) return served;
      try {
        return { ...served, bytes: await imageVariant(fileId, found.bytes, width), mimeType: 'image/webp' };
      } catch (error) {
        // A stored picture sharp cannot read is still the merchant's picture: send it as it is.
        log.warn({ err: error, fileId }, 'could not resize a stored picture');
        return served;
      }
    },
  };
}
