import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileRecord } from '@lull/domain/contracts/merchants';
import type { ImageWidth } from '@lull/domain/image-widths';
import { UPLOAD_MESSAGES, UPLOAD_RULES, cleanFileName, detectFileKind, type FileKind, type UploadPurpose } from '@lull/domain/uploads';
import type { Authenticated } from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import type { Database } from '../../db/database';
import type { AppContext } from '../../shared/app-context';
import { fileUrl, storedFileName } from './file-urls';
import {
  claimUploads,
  deleteMerchantFile,
  deleteMerchantFilesExcept,
  findFileWithContent,
  findMerchantFile,
  listMerchantFiles,
  setMerchantFileOrder,
  type MerchantFileRow,
} from './files.repository';
import { imageVariant, isResizable } from './image-variants';
import { prepareUpload } from './upload-processing';
import { findUploadWithContent, insertUpload } from './uploads.repository';

export interface ServedFile {
  bytes: Buffer;
  mimeType: string;
  downloadName: string;
  /** Certificates are private: cached only by the browser that may see them. */
  isPublic: boolean;
}

export type { MerchantFileRow };

const UPLOAD_NOT_FOUND = UPLOAD_MESSAGES.failed;

/** A business's files, each purpose in the order its owner set. */
export async function filesOfMerchant(db: Database, merchantId: string): Promise<MerchantFileRow[]> {
  return listMerchantFiles(db, merchantId);
}

/**
 * Makes a business's files of one purpose exactly `fileIds`, in that order: its own files it keeps, uploads its
 * owner made are claimed, the rest of its files of that purpose are removed. Throws a 400 naming `field` when an
 * id is neither (an upload expired, or someone else's). Runs in the caller's transaction.
 */
export async function setMerchantFiles(
  tx: Database,
  { ownerUserId, merchantId, purpose, fileIds, field }: { ownerUserId: string; merchantId: string; purpose: UploadPurpose; fileIds: readonly string[]; field: string },
): Promise<MerchantFileRow[]> {
  const wanted = [...new Set(fileIds)];
  const current = (await listMerchantFiles(tx, merchantId, purpose)).filter((file) => wanted.includes(file.id));
  const kept = new Set(current.map((file) => file.id));
  const claimed = await claimUploads(tx, ownerUserId, merchantId, purpose, wanted.filter((id) => !kept.has(id)));
  if (current.length + claimed.length !== wanted.length) throw new AppError('VALIDATION_FAILED', UPLOAD_NOT_FOUND, { [field]: UPLOAD_NOT_FOUND });
  await deleteMerchantFilesExcept(tx, merchantId, purpose, wanted);
  for (const [index, id] of wanted.entries()) await setMerchantFileOrder(tx, id, index);
  return listMerchantFiles(tx, merchantId, purpose);
}

/**
 * The picture a saved service names: a service image of this business already (kept as it is), or an upload its
 * owner made for one (claimed: a 'service_image' file under the same id, so its address stays). Throws a 400 on
 * `image_url` otherwise (an upload expired, or someone else's). Runs in the caller's transaction.
 */
export async function claimServiceImage(tx: Database, { ownerUserId, merchantId, fileId }: { ownerUserId: string; merchantId: string; fileId: string }): Promise<void> {
  if (await findMerchantFile(tx, merchantId, fileId, 'service_image')) return;
  const [claimed] = await claimUploads(tx, ownerUserId, merchantId, 'service_image', [fileId]);
  if (!claimed) throw new AppError('VALIDATION_FAILED', UPLOAD_NOT_FOUND, { image_url: UPLOAD_NOT_FOUND });
}

/** Removes a service image of a business that no service shows any more (the caller knows). */
export async function removeServiceImage(tx: Database, merchantId: string, fileId: string): Promise<void> {
  if (await findMerchantFile(tx, merchantId, fileId, 'service_image')) await deleteMerchantFile(tx, merchantId, fileId);
}

/** A file as the multipart parser hands it over: a stream that stops at the size limit and says so. */
export interface IncomingFile {
  fileName: string;
  stream: Readable & { truncated: boolean };
}

/**
 * Reads a file stream to its end, refusing it as soon as its first bytes show a kind the purpose does not take
 * (the rest is drained unread) or the parser cut it at 5 MB (never more is held).
 */
async function readAccepted(purpose: UploadPurpose, file: IncomingFile): Promise<{ kind: FileKind; bytes: Buffer }> {
  const chunks: Buffer[] = [];
  let length = 0;
  let kind: FileKind | null = null;
  try {
    for await (const chunk of file.stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (kind === null && length >= 12) {
        kind = detectFileKind(Buffer.concat(chunks));
        if (!kind || !UPLOAD_RULES[purpose].kinds.includes(kind)) {
          file.stream.resume();
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupportedType(purpose));
        }
      }
    }
  } catch (error) {
    // The stream is the request body: a body cut off mid-file ("Unexpected end of form") is the client's, not a 500.
    throw error instanceof AppError ? error : new AppError('BAD_REQUEST', UPLOAD_MESSAGES.failed);
  }
  if (file.stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge(file.fileName));
  if (length === 0) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.empty);
  if (kind === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupportedType(purpose));
  return { kind, bytes: Buffer.concat(chunks, length) };
}

export function createFilesService({ db, log }: AppContext) {
  /** An upload no business has claimed yet: its uploader's (and admins') alone, like a certificate. */
  async function findUnclaimedUpload(uploadId: string) {
    const found = await findUploadWithContent(db, uploadId);
    if (!found) return undefined;
    const { upload, bytes } = found;
    return { file: { fileType: 'upload' as const, mimeType: upload.mimeType, originalName: upload.originalName }, bytes, ownerUserId: upload.userId, isListed: false };
  }

  return {
    /**
     * Stores a signed-in user's file for a purpose, before any business claims it (onboarding uploads first).
     * Pictures are stored re-encoded (`prepareUpload`); the record's address serves it to its uploader only
     * until a business claims it.
     */
    async uploadFile(uploader: Authenticated, purpose: UploadPurpose, file: IncomingFile): Promise<FileRecord> {
      const originalName = cleanFileName(file.fileName);
      const { kind, bytes } = await readAccepted(purpose, { ...file, fileName: originalName });
      let prepared;
      try {
        prepared = await prepareUpload(purpose, kind, bytes);
      } catch (error) {
        log.info({ err: error }, 'an uploaded picture could not be read');
        throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.unreadablePicture);
      }
      const id = randomUUID();
      const row = await insertUpload(
        db,
        { id, userId: uploader.user.id, purpose, storageKey: `uploads/${id}`, originalName, mimeType: prepared.mimeType, width: prepared.width, height: prepared.height },
        prepared.bytes,
      );
      return {
        id: row.id,
        file_type: purpose,
        file_name: storedFileName(row.id, row.mimeType),
        original_name: row.originalName,
        file_size: row.fileSizeBytes,
        mime_type: row.mimeType,
        file_url: fileUrl(row.id),
      };
    },

    /**
     * A file's bytes; certificates, and anything of a business not listed, only for its owner and admins, as if
     * absent for anyone else.
     * With a width, a picture comes as a WebP at most that wide (other files as stored).
     */
    async getFile(fileId: string, viewer: Authenticated | null, width?: ImageWidth): Promise<ServedFile> {
      const found = (await findFileWithContent(db, fileId)) ?? (await findUnclaimedUpload(fileId));
      // A listed business's logo and photos are anyone's; certificates, uploads and the pictures of a business
      // customers cannot see yet are its owner's and admins'.
      const isPublic = found !== undefined && found.isListed && found.file.fileType !== 'certificate';
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
