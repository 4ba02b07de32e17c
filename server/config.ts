import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/calendar';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  smtpUrl?: string;
  /** Minutes of inactivity after which a session ends. */
  sessionIdleMinutes: number;
  /** Hours after sign-in after which a session ends whatever the activity. */
  sessionMaxHours: number;
  /** Serve the built browser app from this folder (absent in API-only tests). */
  clientDir?: string;
  logLevel: string;
  /**
   * Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto): false (none, the
   * default), a number of hops, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Seconds a client has to send a whole request (headers and body) before it gets 408. */
  requestTimeoutSeconds: number;
  /** Seconds an idle keep-alive connection stays open (above a load balancer's own idle timeout). */
  keepAliveTimeoutSeconds: number;
  /** Days the audit trail is kept; older rows are purged (0: kept for ever). */
  auditRetentionDays: number;
  /** Seconds a request's SQL statement may run on PostgreSQL before it is cancelled (503). */
  statementTimeoutSeconds: number;
  /** Largest file a bulk import accepts, in megabytes (413 above). */
  importMaxMegabytes: number;
  /**
   * On PostgreSQL an export runs in a thread of its own: how many may run at once (one more is answered
   * 503 with Retry-After), and each thread's heap cap in megabytes.
   */
  exportThreads: { atOnce: number; heapMb: number };
  /** How registrations are grouped into outbreaks (`server/outbreaks/grouping.ts`). */
  outbreaks: OutbreakGrouping;
  /**
   * Months of a user's own closed records the mobile app keeps (a resource's `syncWindow`); open ones are
   * always kept. 0 keeps them all.
   */
  syncWindowMonths: number;
}

export interface OutbreakGrouping {
  /** A registration joins an ongoing outbreak whose last case is at most this many days before its own. */
  windowDays: number;
  /** …in the same municipality, or with its centre within this many kilometres (0: same municipality only). */
  distanceKm: number;
}

class ConfigError extends Error {}

const integerVar = (
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
  }
  return value;
};

/** The session secret from the environment, else one generated once and kept in DATA_DIR. */
function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.SESSION_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
    return given;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: empty or `false` (default), a hop count, or a comma-separated list of addresses/CIDRs. */
function trustProxy(env: NodeJS.ProcessEnv): AppConfig['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return integerVar(env, 'TRUST_PROXY', 0, 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be false, a hop count (1-10) or a list of proxy addresses/CIDR ranges (got "${wrong}")`,
    );
  }
  return entries;
}

/** Reads and checks the configuration; throws a readable error on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  // Read by server/dashboard/calendar.ts; checked here so that a wrong name stops the start.
  const dashboardTimeZone = env.DASHBOARD_TIME_ZONE || DEFAULT_TIME_ZONE;
  if (!isTimeZone(dashboardTimeZone) || !/^[A-Za-z0-9_+\-/]+$/.test(dashboardTimeZone))
    throw new ConfigError(`DASHBOARD_TIME_ZONE must be an IANA time zone such as ${DEFAULT_TIME_ZONE}`);
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return {
    port: integerVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    sessionSecret: sessionSecret(env, dataDir),
    smtpUrl,
    sessionIdleMinutes: integerVar(env, 'SESSION_IDLE_MINUTES', 120, 1, 60 * 24 * 30),
    sessionMaxHours: integerVar(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 90),
    clientDir: env.CLIENT_DIR === '' ? undefined : resolve(env.CLIENT_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env),
    requestTimeoutSeconds: integerVar(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600),
    keepAliveTimeoutSeconds: integerVar(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 65, 1, 3600),
    auditRetentionDays: integerVar(env, 'AUDIT_RETENTION_DAYS', 1825, 0, 36_500),
    statementTimeoutSeconds: integerVar(env, 'STATEMENT_TIMEOUT_SECONDS', 10, 1, 3600),
    importMaxMegabytes: integerVar(env, 'IMPORT_MAX_MB', 50, 1, 1024),
    exportThreads: {
      atOnce: integerVar(env, 'EXPORT_THREADS', 2, 1, 64),
      heapMb: integerVar(env, 'EXPORT_THREAD_HEAP_MB', 64, 16, 4096),
    },
    outbreaks: {
      windowDays: integerVar(env, 'OUTBREAK_WINDOW_DAYS', 21, 1, 365),
      distanceKm: integerVar(env, 'OUTBREAK_DISTANCE_KM', 10, 0, 500),
    },
    syncWindowMonths: integerVar(env, 'SYNC_WINDOW_MONTHS', 6, 0, 1200),
  };
}
