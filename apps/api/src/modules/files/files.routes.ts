import { IMAGE_WIDTHS, isImageWidth } from '@lull/domain/image-widths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createFilesService } from './files.service';

export const filesRoutes: FastifyPluginAsyncZod<{ files: ReturnType<typeof createFilesService> }> = async (app, { files }) => {
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
      const disposition = request.query.download === undefined ? 'inline' : 'attachment';
      return reply
        .type(file.mimeType)
        .header('Cache-Control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('Content-Disposition', `${disposition}; filename="${file.downloadName.replace(/[^\w.-]/g, '_')}"`)
        // A stored file is data, never a page: no scripts even if one slipped past the type check.
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.bytes);
    },
  );
};
