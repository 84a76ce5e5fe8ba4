import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileRecord } from '@lull/domain/contracts/merchants';
import type { ImageWidth } from '@lull/domain/image-widths';
import {
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  cleanFileName,
  detectFileKind,
  downloadFileName,
  fileKindOfMimeType,
  type FileKind,
  type UploadPurpose,
} from '@lull/domain/uploads';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { Database } from '../../db/database';
import type { AppContext } from '../../shared/app-context';
import { fileStoreOf } from './file-store';
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
import { prepareUpload, type FileContent } from './upload-processing';
import { findUploadWithContent, insertUpload } from './uploads.repository';

export interface ServedFile {
  bytes: Buffer;
  mimeType: string;
  /** The uploaded name's base with the extension of what the file holds (`downloadFileName`). */
  downloadName: string;
  /** Certificates are private: cached only by the browser that may see them. */
  isPublic: boolean;
}

export type { MerchantFileRow };

const UPLOAD_NOT_FOUND = UPLOAD_MESSAGES.failed;

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

/** Where an incoming file's chunks go: a staged file (written as they come, so never held whole), or memory. */
async function contentSink(stagingFile: string | null) {
  if (!stagingFile) {
    const chunks: Buffer[] = [];
    return { write: async (chunk: Buffer) => void chunks.push(chunk), finish: async (length: number): Promise<FileContent> => Buffer.concat(chunks, length), abandon: async () => undefined };
  }
  const handle = await open(stagingFile, 'wx', 0o600);
  let closed = false;
  const close = async () => {
    if (!closed) await handle.close();
    closed = true;
  };
  return {
    async write(chunk: Buffer) {
      for (let offset = 0; offset < chunk.length; ) offset += (await handle.write(chunk, offset)).bytesWritten;
    },
    async finish(): Promise<FileContent> {
      await close();
      return { path: stagingFile };
    },
    async abandon() {
      await close();
      await rm(stagingFile, { force: true });
    },
  };
}

/**
 * Reads a file stream to its end, refusing it as soon as its first bytes show a kind the purpose does not take
 * (the rest is drained unread) or the parser cut it at 5 MB (never more is kept). The bytes go to `stagingFile`
 * as they come when there is one (the embedded database's file store), else into memory.
 */
async function readAccepted(purpose: UploadPurpose, file: IncomingFile, stagingFile: string | null): Promise<{ kind: FileKind; size: number; content: FileContent }> {
  const sink = await contentSink(stagingFile);
  let head = Buffer.alloc(0);
  let length = 0;
  let kind: FileKind | null = null;
  try {
    try {
      for await (const chunk of file.stream as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (kind === null) {
          head = Buffer.concat([head, chunk.subarray(0, 64)]);
          if (head.length >= 12) {
            kind = detectFileKind(head);
            if (!kind || !UPLOAD_RULES[purpose].kinds.includes(kind)) {
              file.stream.resume();
              throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupportedType(purpose));
            }
          }
        }
        await sink.write(chunk);
      }
    } catch (error) {
      // The stream is the request body: a body cut off mid-file ("Unexpected end of form") is the client's, not a 500.
      throw error instanceof AppError ? error : new AppError('BAD_REQUEST', UPLOAD_MESSAGES.failed);
    }
    if (file.stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge(file.fileName));
    if (length === 0) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.empty);
    if (kind === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupportedType(purpose));
    return { kind, size: length, content: await sink.finish(length) };
  } catch (error) {
    await sink.abandon();
    throw error;
  }
}

export function createFilesService({ db, log }: AppContext) {
  const store = fileStoreOf(db);

  /** An upload no business has claimed yet: its uploader's (and admins') alone, like a certificate. */
  async function findUnclaimedUpload(uploadId: string) {
    const found = await findUploadWithContent(db, uploadId);
    if (!found) return undefined;
    const { upload, bytes } = found;
    return {
      file: { fileType: 'upload' as const, mimeType: upload.mimeType, originalName: upload.originalName, storageKey: upload.storageKey },
      bytes,
      ownerUserId: upload.userId,
      isListed: false,
    };
  }

  /** Bytes kept in the database come with their record; the others are in the file store. */
  async function bytesOf(file: { storageKey: string }, inDatabase: Buffer | null): Promise<Buffer> {
    const bytes = inDatabase ?? (await store.get(db, file.storageKey));
    if (!bytes) throw new Error(`the bytes of ${file.storageKey} are missing`);
    return bytes;
  }

  return {
    /**
     * Stores a signed-in user's file for a purpose, before any business claims it (onboarding uploads first).
     * Pictures are stored re-encoded (`prepareUpload`); the record's address serves it to its uploader only
     * until a business claims it.
     */
    async uploadFile(uploader: Authenticated, purpose: UploadPurpose, file: IncomingFile): Promise<FileRecord> {
      const originalName = cleanFileName(file.fileName);
      // With the embedded database the bytes go to a folder as they arrive, and only the record into PGlite
      // (decision 030).
      const stagingFile = await store.stagingFile();
      try {
        const { kind, size, content } = await readAccepted(purpose, { ...file, fileName: originalName }, stagingFile);
        let prepared;
        try {
          prepared = await prepareUpload(purpose, kind, content, size);
        } catch (error) {
          log.info({ err: error }, 'an uploaded picture could not be read');
          throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.unreadablePicture);
        }
        const id = randomUUID();
        const storageKey = `uploads/${id}`;
        const row = await store.save(db, storageKey, prepared.content, (tx) =>
          insertUpload(tx, {
            id,
            userId: uploader.user.id,
            purpose,
            storageKey,
            originalName,
            mimeType: prepared.mimeType,
            fileSizeBytes: prepared.size,
            width: prepared.width,
            height: prepared.height,
          }),
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
      } finally {
        // A picture's staged original, or any staged file not moved into the store.
        if (stagingFile) await rm(stagingFile, { force: true });
      }
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
      const bytes = await bytesOf(found.file, found.bytes);
      const served = { bytes, mimeType: found.file.mimeType, downloadName: downloadFileName(found.file.originalName, fileKindOfMimeType(found.file.mimeType)), isPublic };
      if (!width || !isResizable(found.file.mimeType)) return served;
      try {
        return {
          ...served,
          bytes: await imageVariant(fileId, bytes, width),
          mimeType: 'image/webp',
          downloadName: downloadFileName(found.file.originalName, 'webp'),
        };
      } catch (error) {
        // A stored picture sharp cannot read is still the merchant's picture: send it as it is.
        log.warn({ err: error, fileId }, 'could not resize a stored picture');
        return served;
      }
    },

    /** Removes a temporary store's folder (an in-memory database's, in tests). */
    close: () => store.close(),
  };
}
