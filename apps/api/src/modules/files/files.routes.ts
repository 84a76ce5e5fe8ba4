import multipart from '@fastify/multipart';
import { fileRecordSchema } from '@lull/domain/contracts/merchants';
import { IMAGE_WIDTHS, isImageWidth } from '@lull/domain/image-widths';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '@lull/domain/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { createFilesService } from './files.service';

/**
 * A Content-Disposition header for a name `downloadFileName` made (no quotes, backslashes or control characters
 * left): the name as it is when it is plain ASCII, else an ASCII stand-in and the UTF-8 name (RFC 6266).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `${disposition}; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: ReturnType<typeof createFilesService> }> = async (app, { files }) => {
  app.addHook('onClose', files.close);
  // Only these routes take multipart bodies; a file part stops at 5 MB (the stream says it was cut), one a request.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 0 } });

  app.post(
    '/api/uploads',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart, field "file") for a business: a logo, a certificate, a venue photo or a service image',
        querystring: z.object({ purpose: z.enum(UPLOAD_PURPOSES, 'Choose what the file is for: logo, certificate, photo or service_image.') }),
        response: { 201: fileRecordSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: perAccount } },
    },
    async (request, reply) => {
      const uploader = requireUser(request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.failed);
      // A body the parser cannot read (no boundary, broken headers) is the client's mistake, not a 500; the
      // parser's own limits already carry a 4xx status.
      const part = await request.file().catch((error: unknown) => {
        const status = (error as { statusCode?: number }).statusCode;
        throw status && status >= 400 && status < 500 ? error : new AppError('BAD_REQUEST', UPLOAD_MESSAGES.failed);
      });
      if (!part) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.failed);
      const record = await files.uploadFile(uploader, request.query.purpose, { fileName: part.filename, stream: part.file });
      return reply.status(201).send(record);
    },
  );

  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        params: z.object({ id: z.uuid('File not found.') }),
        querystring: z.object({
          download: z.string().optional(),
          w: z.coerce
            .number()
            .refine(isImageWidth, `Choose one of the picture widths: ${IMAGE_WIDTHS.join(', ')}.`)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const file = await files.getFile(request.params.id, request.auth, request.query.w);
      return reply
        .type(file.mimeType)
        .header('Cache-Control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('Content-Disposition', contentDisposition(request.query.download === undefined ? 'inline' : 'attachment', file.downloadName))
        // A stored file is data, never a page: no scripts even if one slipped past the type check.
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.bytes);
    },
  );
};
