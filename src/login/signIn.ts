/**
 * POST /api/login from the sign-in page (spec §4, §5), with Sanctum's CSRF cookie and the page's language
 * (the server's messages come back in it). Only the fetch client's transport: no react-admin.
 */

import { isRecord } from '../../shared/narrow';
import { SESSION_FLAG_COOKIE, writeCookie } from '../api/cookies';
import { baseHeaders, fetchCsrfCookie, XSRF_HEADER, xsrfToken } from '../api/csrf';
import { errorTextOf, firstMessage } from '../api/errorText';
import { apiUrl, type RawResponse, REQUEST_TIMEOUT_MS, RequestTimeout, send } from '../api/transport';

/** Sanctum's "CSRF token mismatch": the cookie expired; fetch a new one and try once more. */
const CSRF_MISMATCH = 419;

export type LoginField = 'email' | 'password';

export type SignInResult =
  | { ok: true }
  | {
      ok: false;
      fields: Partial<Record<LoginField, string>>;
      message: string | null;
      /** No answer within the budget (a busy server): the page says so rather than "an error occurred". */
      timedOut?: boolean;
    };

export async function signIn(identifier: string, password: string, language: string): Promise<SignInResult> {
  let raw: RawResponse;
  try {
    if (!xsrfToken()) await fetchCsrfCookie();
    raw = await post(identifier, password, language);
    if (raw.status === CSRF_MISMATCH) {
      await fetchCsrfCookie();
      raw = await post(identifier, password, language);
    }
  } catch (error) {
    return { ok: false, fields: {}, message: null, timedOut: error instanceof RequestTimeout };
  }
  if (raw.ok) {
    writeCookie(SESSION_FLAG_COOKIE, '1');
    return { ok: true };
  }
  const errors = isRecord(raw.json) && isRecord(raw.json.errors) ? raw.json.errors : undefined;
  const fields: Partial<Record<LoginField, string>> = {};
  if (raw.status === 422 && errors) {
    for (const field of ['email', 'password'] as const) {
      const text = firstMessage(errors[field]);
      if (text) fields[field] = text;
    }
  }
  return { ok: false, fields, message: Object.keys(fields).length ? null : errorTextOf(raw.json) };
}

function post(identifier: string, password: string, language: string): Promise<RawResponse> {
  const headers: Record<string, string> = {
    ...baseHeaders(),
    'Content-Type': 'application/json',
    'Accept-Language': language,
  };
  const token = xsrfToken();
  if (token) headers[XSRF_HEADER] = token;
  return send(
    apiUrl('/login'),
    {
      method: 'POST',
      headers,
      credentials: 'include',
      body: JSON.stringify({ email: identifier.trim(), password }),
    },
    REQUEST_TIMEOUT_MS,
  );
}
