import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale, pickLocale, translate } from '../../i18n';

const acceptedLanguages = (request: FastifyRequest): string[] =>
  (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim())
    .filter(Boolean);

/**
 * The request's language: the one the client asks for first when the app speaks it (the browser app sends
 * its screen language), else the signed-in user's saved choice, else any other the client accepts, else
 * English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const accept = acceptedLanguages(request);
  const asked = accept[0]?.toLowerCase().split('-')[0];
  if (isLocale(asked)) return asked;
  return pickLocale([request.viewer?.locale, ...accept]);
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export const translatorFor =
  (request: FastifyRequest): Translate =>
  (key, params) =>
    translate(requestLocale(request), key, params);
