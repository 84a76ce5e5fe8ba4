import type { FileRecord } from '@lull/domain/contracts/merchants';
import type { UploadPurpose } from '@lull/domain/uploads';

import { ApiError, NETWORK_ERROR, errorFromBody } from './api-client';

/** The API's file record (merchant spec §3). */
export type UploadedFile = FileRecord;

/**
 * POST /api/uploads: one file as a streamed multipart body. XMLHttpRequest rather than fetch, because only it
 * reports how much of the body has been sent, which the form shows as a progress bar.
 */
export function uploadFile(purpose: UploadPurpose, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?purpose=${purpose}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          resolve(JSON.parse(request.responseText) as UploadedFile);
        } catch {
          reject(new ApiError(request.status, NETWORK_ERROR));
        }
        return;
      }
      reject(errorFromBody(request.status, request.responseText));
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
