/**
 * The one shared fetch client (DESIGN §5, spec §7): every call of the app goes through `request`.
 * Failures reject with react-admin's HttpError and raise one red 5 s toast unless the caller is `silent`.
 */
import { HttpError } from 'react-admin';
import { baseHeaders, fetchCsrfCookie, XSRF_HEADER, xsrfToken } from './csrf';
import { errorTextOf } from './errorText';
import { emitErrorToast } from './notify';
import { httpLanguage, translateForHttp } from './translator';
import { apiUrl, type RawResponse, REQUEST_TIMEOUT_MS, RequestTimeout, send } from './transport';

export { API_BASE, apiUrl, REQUEST_TIMEOUT_MS } from './transport';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_MISMATCH = 419;

export interface RequestOptions {
  method?: string;
  /** Plain values are sent as JSON; strings are sent as they are (already JSON). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
  /** The caller reports the failure itself: no toast, no log. */
  silent?: boolean;
  timeoutMs?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are untyped unless the caller says otherwise
export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  json: T;
  /** The raw body text, for adapters that expect fetchUtils' shape. */
  body: string;
}

// biome-ignore lint/suspicious/noExplicitAny: see HttpResponse
export async function request<T = any>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const isWrite = WRITE_METHODS.has(method);
  const attempt = () =>
    send(
      apiUrl(path),
      buildInit(method, isWrite, options),
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      options.signal,
    );
  try {
    if (isWrite && !xsrfToken()) await ensureCsrf();
    let raw = await attempt();
    if (raw.status === CSRF_MISMATCH && isWrite) {
      await ensureCsrf();
      raw = await attempt();
    }
    if (!raw.ok) throw failure(raw.status, raw.json);
    return { status: raw.status, headers: raw.headers, json: raw.json as T, body: raw.text };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const httpError = asHttpError(error);
    if (!options.silent) {
      console.error(httpError.body ?? httpError);
      emitErrorToast(httpError.message);
    }
    throw httpError;
  }
}

export const http = {
  get: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * A file the API streams (an export), read as it arrives: `onBytes` after each chunk. Failures toast and
 * reject like `request`; no time budget, since a million rows take a while, but the caller's signal cancels.
 */
export async function downloadFile(
  path: string,
  { signal, onBytes }: { signal: AbortSignal; onBytes: (received: number) => void },
): Promise<Blob> {
  try {
    const response = await fetch(apiUrl(path), { ...buildInit('GET', false, {}), signal });
    if (!response.ok) throw failure(response.status, await response.json().catch(() => null));
    if (!response.body) throw failure(response.status, null);
    const reader = response.body.getReader();
    const parts: BlobPart[] = [];
    let received = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      parts.push(chunk.value);
      received += chunk.value.byteLength;
      onBytes(received);
    }
    return new Blob(parts, { type: response.headers.get('content-type') ?? '' });
  } catch (error) {
    if (signal.aborted) throw error;
    const httpError = asHttpError(error);
    emitErrorToast(httpError.message);
    throw httpError;
  }
}

/** GET /api/sanctum/csrf-cookie, rejecting like any other call when it fails. */
export async function ensureCsrf(): Promise<void> {
  const raw: RawResponse = await fetchCsrfCookie();
  if (!raw.ok) throw failure(raw.status, raw.json);
}

export const genericErrorText = (): string =>
  translateForHttp('ra.notification.http_error', 'Server communication error');

function buildInit(method: string, isWrite: boolean, options: RequestOptions): RequestInit {
  const headers = new Headers(baseHeaders());
  const language = httpLanguage();
  if (language) headers.set('Accept-Language', language);
  new Headers(options.headers).forEach((value, name) => {
    headers.set(name, value);
  });
  const token = xsrfToken();
  if (isWrite && token) headers.set(XSRF_HEADER, token);
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.body !== null) {
    const raw = options.body;
    const passThrough = typeof raw === 'string' || raw instanceof FormData || raw instanceof Blob;
    body = passThrough ? (raw as BodyInit) : JSON.stringify(raw);
    if (!(raw instanceof FormData) && !(raw instanceof Blob)) headers.set('Content-Type', 'application/json');
  } else {
    headers.delete('Content-Type');
  }
  return { method, headers, body, credentials: 'include' };
}

function failure(status: number, body: unknown): HttpError {
  return new HttpError(errorTextOf(body) ?? genericErrorText(), status, body ?? null);
}

function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof RequestTimeout) {
    return new HttpError(translateForHttp('app.http.timeout', 'The server did not answer in time.'), 0, null);
  }
  return new HttpError(genericErrorText(), 0, null);
}
