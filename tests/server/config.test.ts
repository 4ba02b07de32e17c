import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'ah-config-'));

describe('configuration from the environment', () => {
  it('has working defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: dir,
      databaseUrl: undefined,
      sessionIdleMinutes: 120,
      sessionMaxHours: 12,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("reads the outbreaks' grouping rules (issue 10 item 5), 21 days and 10 km by default", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).outbreaks).toEqual({ windowDays: 21, distanceKm: 10 });
    const env = { DATA_DIR: dataDir(), OUTBREAK_WINDOW_DAYS: '7', OUTBREAK_DISTANCE_KM: '0' };
    expect(loadConfig(env).outbreaks).toEqual({ windowDays: 7, distanceKm: 0 });
  });

  it('uses a given secret without writing one', () => {
    const dir = dataDir();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES/],
    [{ OUTBREAK_WINDOW_DAYS: '0' }, /OUTBREAK_WINDOW_DAYS/],
    [{ OUTBREAK_DISTANCE_KM: 'ten' }, /OUTBREAK_DISTANCE_KM/],
  ])('refuses %o with a readable message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
