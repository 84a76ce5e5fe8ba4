import { findUnstorableText, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@lull/domain/validation/storable-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error';

/** Headers whose values are written to the database: the session's user agent. */
const STORED_HEADERS = ['user-agent'] as const;

const refuse = (field: string) => new AppError('VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE });

/** The first text of the request line and stored headers that the database cannot store, by field name, or null. */
function unstorableBeforeBody(request: FastifyRequest): string | null {
  for (const name of STORED_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined && findUnstorableText(value) !== null) return name;
  }
  // The client's address keys the rate limits' counters; behind a trusted proxy it is the X-Forwarded-For text.
  if (!isStorableText(request.ip)) return 'x-forwarded-for';
  return findUnstorableText(request.params, '') ?? findUnstorableText(request.query, '');
}

/**
 * Text PostgreSQL cannot store (NUL, half a surrogate pair: `@lull/domain/validation/storable-text`, decision 032)
 * is a 400 naming the field on every route, decided here once, before any handler, limit or validator reads it:
 * the path's parameters, the query and the stored headers when the request arrives, a JSON body once it is parsed.
 * A multipart body is read by its route; its only text, the file name, is cleaned by `cleanFileName`.
 */
export default fp(async function storableText(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const field = unstorableBeforeBody(request);
    if (field !== null) throw refuse(field || 'query');
  });
  app.addHook('preValidation', async (request) => {
    const field = findUnstorableText(request.body);
    if (field !== null) throw refuse(field || 'body');
  });
});
