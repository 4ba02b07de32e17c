/** An error that becomes a JSON answer `{ message, errors? }` with its status (Laravel's shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** i18n key or literal message; translated for the request's locale. */
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly params?: Record<string, string | number>,
    readonly headers?: Record<string, string>,
    /** Sent as `data` beside the message: the record as stored now, for a stale write. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ApiError(401, 'validation.unauthenticated');
export const forbidden = () => new ApiError(403, 'validation.forbidden');
export const notFound = () => new ApiError(404, 'validation.notFound');
export const csrfMismatch = () => new ApiError(419, 'validation.csrf');
export const badRequest = (key: string) => new ApiError(400, key);
export const conflict = (key: string, params?: Record<string, string | number>) =>
  new ApiError(409, key, undefined, params);

/**
 * 409 for a write based on an old copy (its `updated_at` is not the stored one): nothing is written, and
 * the answer carries the stored record so the client can show both and choose without another request.
 */
export const staleWrite = (current: Record<string, unknown>) =>
  new ApiError(409, 'validation.stale', undefined, undefined, undefined, current);

/** 422 with per-field messages (already translated); `params` fill the message's placeholders. */
export const invalid = (
  errors: Record<string, string[]>,
  message = 'validation.general',
  params?: Record<string, string | number>,
) => new ApiError(422, message, errors, params);

export const throttled = (seconds: number) =>
  new ApiError(429, 'validation.throttled', undefined, { seconds }, { 'Retry-After': String(seconds) });
