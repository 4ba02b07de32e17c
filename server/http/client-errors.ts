import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n';
import { translatorFor } from './locale';

const SOCKET_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'validation.requestTimeout'],
  HPE_HEADER_OVERFLOW: [431, 'validation.headersTooLarge'],
};

/**
 * Answers a request Node could not parse (malformed, headers too large, too slow) with the app's security
 * headers and a `{message}` body, where Fastify's default writes neither. No request was parsed, so no
 * language is known: English.
 */
export const clientErrorHandler =
  (headers: Record<string, string>) => (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, key] = SOCKET_ERRORS[error.code ?? ''] ?? [400, 'validation.badRequest'];
    const body = JSON.stringify({ message: translate('en', key) });
    const lines = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`);
    if (socket.writable)
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    else socket.destroy(error);
  };

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'validation.urlTooLong'],
  FST_ERR_BAD_URL: [400, 'validation.badRequest'],
};

/** Fastify's own routing errors (an overlong or malformed URL), answered like every other error. */
export const frameworkErrors =
  (headers: Record<string, string>) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, key] = FRAMEWORK_ERRORS[error.code] ?? [error.statusCode ?? 400, 'validation.badRequest'];
    return reply
      .headers(headers)
      .code(status)
      .send({ message: translatorFor(request)(key) });
  };
