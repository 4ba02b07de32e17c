import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildClient } from './build-client';
import { e2ePort } from './port';
import { startServer } from './server';

const root = resolve(import.meta.dirname, '..', '..', '..');

/** Builds the app, starts the real server on a fresh database, and returns the teardown. */
export default async function globalSetup(_config: FullConfig) {
  buildClient(root);
  const folder = mkdtempSync(join(tmpdir(), 'e2e-'));
  const started = Date.now();
  try {
    const server = await startServer({ root, port: e2ePort(), dataDir: join(folder, 'data') });
    process.stdout.write(`e2e: server ready at ${server.url} in ${Date.now() - started} ms\n`);
    return async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
