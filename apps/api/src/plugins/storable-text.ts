import { findUnstorableText, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@lull/domain/validation/storable-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error';

/** Headers whose values are written to the database: the session's user agent. */
const STORED_HEADERS = ['user-agent'] as const;

const refuse = (field: string) => new AppError('VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE });

/** The first stored header whose text the database cannot store, by name, or null. */
function unstorableHeader(request: FastifyRequest): string | null {
  for (const name of STORED_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined && findUnstorableText(value) !== null) return name;
  }
  // The client's address keys the rate limits' counters; behind a trusted proxy it is the X-Forwarded-For text.
  if (!isStorableText(request.ip)) return 'x-forwarded-for';
  return null;
}

/**
 * Text PostgreSQL cannot store (NUL, half a surrogate pair: `@lull/domain/validation/storable-text`, decision 032)
 * is a 400 naming the field on every route, decided here once. The stored headers are checked when the request
 * arrives, before any rate limit counts it; the path's parameters, the query and a JSON body once the route's
 * schema has passed them (so a field's own rule, a uuid's "not found", still speaks first) and before any
 * handler or rate limit of the route reads them. A multipart body is read by its route; its one text, the file
 * name, is cleaned by `cleanFileName`.
 */
export default fp(async function storableText(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const header = unstorableHeader(request);
    if (header !== null) throw refuse(header);
  });
  app.addHook('preHandler', async (request) => {
    const field = findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (field !== null) throw refuse(field || 'body');
  });
});
