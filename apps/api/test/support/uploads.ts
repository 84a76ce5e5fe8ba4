import type { FastifyInstance } from 'fastify';

const BOUNDARY = 'lull-test-boundary';

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, bytes: Buffer, declaredType: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** POST /api/uploads?purpose=… with one file; no cookie when `cookie` is null. */
export function uploadFile(app: FastifyInstance, purpose: string, fileName: string, bytes: Buffer, cookie: string | null, declaredType = 'application/octet-stream') {
  return app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(cookie ? { cookie } : {}) },
    payload: multipart(fileName, bytes, declaredType),
  });
}

/** A file that starts as a PDF does, `size` bytes long. */
export const pdfBytes = (size = 2000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
