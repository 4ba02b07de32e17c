/**
 * Errors that mean "the database cannot be reached right now" (restart, failover, network), as opposed to
 * a bad query: the request gets 503 with Retry-After, and the pool reconnects on its own afterwards.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: terminated by a restart or stop
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a dropped connection by message only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Client has encountered a connection error|Connection ended|timeout exceeded when trying to connect/i;

/** Follows `cause` (Drizzle wraps driver errors) and AggregateError (a refused IPv4 and IPv6 connect). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
