import { Readable } from 'node:stream';
import { exportCountSchema, exportFiltersSchema, exportParamsSchema } from '@lull/domain/contracts/admin-exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppContext } from '../../shared/app-context';
import { createExportsService } from './exports.service';

/** Admin: CSV exports streamed from the database (admin spec §7, decision 024). */
export const exportsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const exports = createExportsService(context);
  const tags = ['admin'];

  app.get(
    '/api/admin/export/:kind/count',
    {
      schema: { tags, summary: 'How many rows an export of users, bookings, merchants or audit would hold, with its tab’s filters', params: exportParamsSchema, querystring: exportFiltersSchema, response: { 200: exportCountSchema } },
    },
    async (request) => ({ count: await exports.count(request.params.kind, request.query) }),
  );

  app.get(
    '/api/admin/export/:kind',
    {
      schema: { tags, summary: 'A CSV of users, bookings, merchants or the audit trail, with its tab’s filters, streamed as it is read', params: exportParamsSchema, querystring: exportFiltersSchema },
    },
    async (request, reply) => {
      // Checked before the first byte: an unknown kind or a bad filter is still a JSON 4xx.
      const file = exports.open(request.params.kind, request.query);
      // Not objectMode: the chunks become bytes, and the stream asks for the next batch only when the socket
      // (or the compressor in front of it) has taken the last, so memory stays flat for any number of rows.
      const body = Readable.from(file.chunks, { objectMode: false });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
