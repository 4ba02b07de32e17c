/**
 * Delivery (issue 13 item 6): the built assets are served from their brotli/gzip copies made at build time,
 * hashed ones cached for a year as immutable, index.html revalidated; API JSON is compressed per request.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/connect';
import { testConfig } from '../support/test-app';
import { borrowDemoDatabase } from '../support/test-db';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const INDEX = `<!doctype html><html><head><title>App</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const LOGIN = `<!doctype html><html><head><title>Sign in</title></head><body>${'<p></p>'.repeat(200)}</body></html>`;

let folder: string;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'delivery-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), INDEX);
  writeFileSync(join(folder, 'login.html'), LOGIN);
  writeFileSync(join(folder, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(folder, 'assets', 'tiny-XyZ.js'), 'export {};\n');
  precompressFolder(folder);
  db = await borrowDemoDatabase();
  app = await buildApp({ config: testConfig({ clientDir: folder }), db });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('built assets', () => {
  it('are served from their brotli copy to a browser that accepts it, cached as immutable', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('fall back to the gzip copy, then to the file itself', async () => {
    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const identity = await get('/assets/index-AbC123.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
  });

  it('too small to gain get no compressed copy at build, and are still served', async () => {
    expect(readdirSync(join(folder, 'assets')).filter((f) => f.startsWith('tiny-'))).toEqual(['tiny-XyZ.js']);
    const response = await get('/assets/tiny-XyZ.js', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export {};\n');
  });

  it('index.html, for every client route, is compressed and revalidated', async () => {
    const response = await get('/locations/provinces', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });
});

describe('the sign-in page', () => {
  it('is its own light page (login.html) at /login, with or without a query, compressed and revalidated', async () => {
    for (const url of ['/login', '/login?redirect=%2Fprofile']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN);
    }
    const other = await get('/login/elsewhere', 'identity');
    expect(other.body).toBe(INDEX);
  });
});

describe('API answers', () => {
  it('are compressed by Accept-Encoding when worth it', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/api/openapi.json', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('small ones go as they are', async () => {
    const response = await get('/api/health', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
