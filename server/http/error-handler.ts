import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { formatValidationErrors } from '../schemas/validation-errors';
import { ApiError } from './errors';
import { requestLocale } from './locale';

/** PostgreSQL error codes that are the client's doing, not the server's. */
const PG_UNIQUE = '23505';
const PG_FOREIGN_KEY = '23503';
const PG_BAD_TEXT = '22P02';
/** statement_timeout reached (or the query cancelled because its client left). */
const PG_CANCELED = '57014';

const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Fastify's own 4xx, in the user's language. */
const FASTIFY_ERROR_KEYS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'validation.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'validation.unsupportedMediaType',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation.badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation.badRequest',
  FST_REQ_FILE_TOO_LARGE: 'import.tooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'validation.unsupportedMediaType',
  FST_FILES_LIMIT: 'import.oneFile',
};

/** Every error becomes `{ message, errors? }` with the right status; 5xx never leak internals. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.status)
        .send({ message: t(error.message, error.params), errors: error.errors, data: error.data });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: t('validation.unavailable') });
    }
    if (error.validation) {
      const errors = formatValidationErrors(error.validation, t);
      // A bad path id names no record; a bad query string is a malformed request; a bad body, a form error.
      if (error.validationContext === 'params')
        return reply.code(404).send({ message: t('validation.notFound') });
      if (error.validationContext === 'body')
        return reply.code(422).send({ message: t('validation.general'), errors });
      return reply.code(400).send({ message: t('validation.badRequest'), errors });
    }
    const code = pgCode(error);
    if (code === PG_CANCELED) {
      request.log.warn({ err: error }, 'statement timeout or cancelled');
      return reply.code(503).send({ message: t('validation.tooSlow') });
    }
    if (code === PG_UNIQUE) return reply.code(422).send({ message: t('validation.unique') });
    if (code === PG_FOREIGN_KEY) {
      return reply.code(409).send({ message: t('validation.referenced', { count: 1, resource: '' }) });
    }
    if (code === PG_BAD_TEXT) return reply.code(400).send({ message: t('validation.badFilter') });
    if (error.statusCode && error.statusCode < 500) {
      const key = FASTIFY_ERROR_KEYS[error.code];
      return reply.code(error.statusCode).send({ message: key ? t(key) : error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: t('auth.genericError') });
  });
}

export const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: translate(requestLocale(request), 'validation.notFound') });
