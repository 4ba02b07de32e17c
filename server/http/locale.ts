import type { FastifyRequest } from 'fastify';
import { type Locale, pickLocale, translate } from '../../i18n';

/** The request's language: the signed-in user's choice, else the browser's, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const accept = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim());
  return pickLocale([request.viewer?.locale, ...accept]);
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export const translatorFor =
  (request: FastifyRequest): Translate =>
  (key, params) =>
    translate(requestLocale(request), key, params);
