/** One fetch with the 10 s budget of spec §9, covering headers and body. */

export const API_BASE = `${import.meta.env.VITE_API_URL ?? ''}/api`;
export const REQUEST_TIMEOUT_MS = 10_000;

export interface RawResponse {
  ok: boolean;
  status: number;
  headers: Headers;
  /** The body as text ('' when empty). */
  text: string;
  /** The body parsed as JSON, or null when empty or not JSON. */
  json: unknown;
}

/** Raised when the budget runs out, so callers can tell it from a caller's own abort. */
export class RequestTimeout extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'RequestTimeout';
  }
}

/** `/provinces` → `${VITE_API_URL}/api/provinces`; absolute URLs pass through. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

export async function send(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal?: AbortSignal | null,
): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const followCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) followCaller();
  else callerSignal?.addEventListener('abort', followCaller, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return {
      ok: response.ok,
      status: response.status,
      headers: response.headers,
      text,
      json: parseJson(text),
    };
  } catch (error) {
    if (timedOut) throw new RequestTimeout();
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', followCaller);
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
