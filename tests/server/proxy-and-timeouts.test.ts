import { connect } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type AppConfig, loadConfig } from '../../server/config';
import { sessions, users } from '../../server/db/schema';
import { DEMO_PASSWORD, testConfig } from '../support/test-app';
import { borrowDemoDatabase } from '../support/test-db';

/** Issue 8, defects 5 (TRUST_PROXY) and 7 (slow clients time out). */
const db = await borrowDemoDatabase();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

const appWith = async (config: Partial<AppConfig>) => {
  const app = await buildApp({ config: testConfig(config), db });
  apps.push(app);
  return app;
};

/** Signs in through the given proxy headers and returns the address and cookie the server kept. */
async function signInVia(app: FastifyInstance, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const csrf = await app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie', headers, remoteAddress });
  const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const xsrf = decodeURIComponent(csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...headers, cookie, 'x-xsrf-token': xsrf },
    payload: { email: 'decideur@example.com', password: DEMO_PASSWORD },
    remoteAddress,
  });
  expect(login.statusCode).toBe(200);
  const [row] = await db.orm
    .select({ ip: sessions.ip })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(users.email, 'decideur@example.com'))
    .orderBy(desc(sessions.created_at))
    .limit(1);
  return { ip: row?.ip, secure: login.cookies.find((c) => c.name === 'ah_sid')?.secure ?? false };
}

const forged = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

describe('TRUST_PROXY (defect 5)', () => {
  it('by default no client chooses its address or protocol through X-Forwarded-*', async () => {
    const app = await appWith({});
    expect(await signInVia(app, forged)).toEqual({ ip: '127.0.0.1', secure: false });
  });

  it('a hop count trusts the proxy in front', async () => {
    const app = await appWith({ trustProxy: 1 });
    expect(await signInVia(app, forged)).toEqual({ ip: '203.0.113.7', secure: true });
  });

  it('a CIDR list trusts only proxies inside it', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.0/8', '::1'] });
    expect(await signInVia(app, forged, '10.1.2.3')).toEqual({ ip: '203.0.113.7', secure: true });
    expect(await signInVia(app, forged, '192.0.2.50')).toEqual({ ip: '192.0.2.50', secure: false });
  });

  it('is read from the environment, off by default, and refuses nonsense', () => {
    const env = { DATA_DIR: 'memory://', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
    ]);
    for (const wrong of ['true', 'yes', '10.0.0.0/33', 'proxy.internal', '11'])
      expect(() => loadConfig({ ...env, TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });
});

describe('timeouts (defect 7)', () => {
  it('answers 408 and closes a connection whose body never finishes', async () => {
    const app = await appWith({ requestTimeoutSeconds: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const csrf = await app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const xsrf = decodeURIComponent(csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${xsrf}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"em',
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('sets request, header, idle and keep-alive limits by default', async () => {
    const app = await appWith({});
    const config = loadConfig({ DATA_DIR: 'memory://', SESSION_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ requestTimeoutSeconds: 30, keepAliveTimeoutSeconds: 65 });
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.keepAliveTimeout).toBe(65_000);
    expect(app.server.timeout).toBe(120_000);
  });
});
