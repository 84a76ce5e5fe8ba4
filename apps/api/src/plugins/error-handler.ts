import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/app-error';
import { TOO_MANY_ATTEMPTS } from '../modules/rate-limits/attempt-limits';

const serverErrorMessage = 'Something went wrong on our side. Please try again.';

/** Fastify's own client-error codes, answered with a message a person can act on. */
const frameworkErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length.' },
};

/** One place that turns every failure into `{error, fields?}` and hides the internals of a 5xx. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        fields[field] ??= issue.message ?? 'This value is not valid.';
      }
      return reply.status(400).send({ error: error.validation[0]?.message ?? 'The request is not valid.', fields });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: TOO_MANY_ATTEMPTS });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: serverErrorMessage });
  });
});
