import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { tileOrigin } from '../../shared/tiles';
import { TestClient, testConfig } from '../support/test-app';
import { borrowDemoDatabase } from '../support/test-db';

/** Issue 8, defect 16: helmet's headers and a strict CSP on every answer, Fastify's own errors included. */
const db = await borrowDemoDatabase();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

/** index.html as `vite build` leaves it: the inline script, and the origins the csp-origins plugin writes. */
const clientDir = mkdtempSync(join(tmpdir(), 'ah-client-'));
const source = readFileSync('index.html', 'utf8');
writeFileSync(
  join(clientDir, 'index.html'),
  source.replace(
    '</head>',
    '<meta name="csp-img-src" content="https://tiles.example.org https://*.sat.example.net">' +
      '<meta name="csp-connect-src" content=""></head>',
  ),
);
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(source)?.[1] ?? '';
const scriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

const appWith = async (config: Partial<AppConfig> = {}) => {
  const app = await buildApp({ config: testConfig({ clientDir, ...config }), db });
  apps.push(app);
  return app;
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await appWith();
});

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain(`script-src 'self' ${scriptHash}`);
  expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org https://*.sat.example.net");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    // helmet's other defaults, set once per answer from headers computed at start (security-headers.ts).
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
  expect(String(headers['permissions-policy'])).toContain('camera=()');
};

/** Sends raw bytes and returns what comes back before the server closes. */
async function raw(bytes: string) {
  await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {});
  const { port } = app.server.address() as { port: number };
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
}

describe('security headers', () => {
  it('on pages, the API and a 404, with the map tile hosts and the inline script allowed', async () => {
    for (const url of ['/', '/administration/users', '/api/user', '/api/nowhere']) {
      const res = await app.inject({ url });
      expectSecurityHeaders(res.headers);
    }
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });

  it('HEAD on a page answers like GET, without a body', async () => {
    const get = await app.inject({ url: '/registrations' });
    const head = await app.inject({ method: 'HEAD', url: '/registrations' });
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(head.body).toBe('');
  });

  it('HSTS only under https, which only a trusted proxy can tell', async () => {
    const viaHttps = { 'x-forwarded-proto': 'https' };
    expect(
      (await app.inject({ url: '/', headers: viaHttps })).headers['strict-transport-security'],
    ).toBeUndefined();
    const proxied = await appWith({ trustProxy: 1 });
    expect((await proxied.inject({ url: '/', headers: viaHttps })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await proxied.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('Fastify’s own 400, 404, 413 and 414 carry the headers and a translated {message}', async () => {
    const client = new TestClient(app);
    await client.get('/api/sanctum/csrf-cookie');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = {
      cookie,
      'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!),
      'content-type': 'application/json',
      'accept-language': 'fr',
    };
    const badJson = await app.inject({ method: 'POST', url: '/api/login', headers, payload: '{"email":' });
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    const tooLong = await app.inject({
      url: `/api/provinces/${'9'.repeat(300)}`,
      headers: { 'accept-language': 'fr' },
    });
    const notFound = await app.inject({ url: '/api/nowhere', headers: { 'accept-language': 'fr' } });
    expect([badJson, tooLarge, tooLong, notFound].map((r) => r.statusCode)).toEqual([400, 413, 414, 404]);
    expect(badJson.json()).toEqual({ message: 'La requête est mal formée.' });
    expect(tooLarge.json()).toEqual({ message: 'Les données envoyées sont trop volumineuses.' });
    expect(tooLong.json()).toEqual({ message: 'L’adresse est trop longue.' });
    expect(notFound.json().message).toBeTruthy();
    for (const res of [badJson, tooLarge, tooLong, notFound]) expectSecurityHeaders(res.headers);
  });

  it('requests Node cannot parse (431 headers too large, 400 garbage) too', async () => {
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    for (const [answer, status, message] of [
      [huge, 431, 'The request headers are too large.'],
      [garbage, 400, 'The request is malformed.'],
    ] as const) {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
      );
      expectSecurityHeaders(headers);
      expect(JSON.parse(body)).toEqual({ message });
    }
  });
});
