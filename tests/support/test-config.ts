import type { AppConfig } from '../../server/config';

/** The configuration of an app under test (no vitest import: the fuzz command uses it too). */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  sessionSecret: 'test-secret-test-secret-test-secret-0123',
  sessionIdleMinutes: 120,
  sessionMaxHours: 12,
  logLevel: 'silent',
  trustProxy: false,
  requestTimeoutSeconds: 30,
  keepAliveTimeoutSeconds: 65,
  auditRetentionDays: 0,
  statementTimeoutSeconds: 10,
  importMaxMegabytes: 50,
  exportThreads: { atOnce: 2, heapMb: 64 },
  outbreaks: { windowDays: 21, distanceKm: 10 },
  syncWindowMonths: 6,
  ...overrides,
});
