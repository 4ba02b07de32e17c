import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildClient } from './build-client';
import { e2ePorts } from './port';
import { type RunningServer, shareSeededData, startServer } from './server';

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * The demo seeded once by a real first start, stopped cleanly: every server of the run (the workers' and
 * the specs' own) starts from a copy of its folder.
 */
async function seedOnce(folder: string, port: number): Promise<string> {
  const own = join(folder, 'seeding');
  mkdirSync(own);
  const dataDir = join(own, 'data');
  const seeding = await startServer({ root, port, dataDir });
  const code = await seeding.stop();
  if (code !== 0) throw new Error(`the seeding server stopped with ${code}: see ${own}/server.log`);
  return dataDir;
}

/**
 * Builds the app, starts the real server of each worker on a copy of the seeded demo, and returns the
 * teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  buildClient(root);
  const folder = mkdtempSync(join(tmpdir(), 'e2e-'));
  const started = Date.now();
  const ports = e2ePorts();
  try {
    shareSeededData(await seedOnce(folder, ports[0] ?? 0));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const starting = ports.map((port, index): Promise<RunningServer> => {
    const own = join(folder, `server-${index}`);
    mkdirSync(own);
    return startServer({ root, port, dataDir: join(own, 'data'), seeded: true });
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
