import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildClient } from './build-client';
import { e2ePorts } from './port';
import { startServer } from './server';

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Builds the app, starts the real server of each worker on a fresh database of its own, and returns the
 * teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  buildClient(root);
  const folder = mkdtempSync(join(tmpdir(), 'e2e-'));
  const started = Date.now();
  const starting = e2ePorts().map((port, index) => {
    const own = join(folder, `server-${index}`);
    mkdirSync(own);
    return startServer({ root, port, dataDir: join(own, 'data') });
  });
  const results = await Promise.allSettled(starting);
  const servers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(folder, { recursive: true, force: true });
  };
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  const urls = servers.map((server) => server.url).join(', ');
  process.stdout.write(`e2e: servers ready at ${urls} in ${Date.now() - started} ms\n`);
  return stopAll;
}
