/** Sanctum's SPA CSRF flow: the XSRF-TOKEN cookie, echoed in X-XSRF-TOKEN on every write. */
import { readCookie } from './cookies';
import { apiUrl, type RawResponse, REQUEST_TIMEOUT_MS, send } from './transport';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

export const baseHeaders = (): Record<string, string> => ({
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
});

export const xsrfToken = (): string | null => readCookie(XSRF_COOKIE);

let inFlight: Promise<RawResponse> | null = null;

/** GET /api/sanctum/csrf-cookie; concurrent callers share one request. Resolves with the raw answer. */
export function fetchCsrfCookie(): Promise<RawResponse> {
  inFlight ??= send(
    apiUrl(CSRF_COOKIE_PATH),
    { headers: baseHeaders(), credentials: 'include' },
    REQUEST_TIMEOUT_MS,
  ).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
