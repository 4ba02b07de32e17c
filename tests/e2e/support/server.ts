import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and answers its exit code. */
  stop(): Promise<number | null>;
}

/** Where the global setup leaves the demo's database, seeded once, for every server of the run. */
const SEEDED_DATA = 'E2E_SEEDED_DATA';

export function shareSeededData(dataDir: string): void {
  process.env[SEEDED_DATA] = dataDir;
}

/** A copy of the run's seeded database in `dataDir`: the server starts in seconds, without seeding. */
export function copySeededData(dataDir: string): void {
  const seeded = process.env[SEEDED_DATA];
  if (!seeded) throw new Error(`${SEEDED_DATA} is not set: the e2e global setup seeds it`);
  cpSync(seeded, dataDir, { recursive: true });
}

// Migrating and seeding a fresh PGlite takes ~100 s when six people share two cores.
const HEALTH_TIMEOUT_MS = 300_000;

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${tail(log)}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the server did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${tail(log)}`,
  );
}

/**
 * Runs the real server (server/main.ts, PGlite in `dataDir`, seeded with the demo on first start) on a
 * loopback port, and waits until it is healthy.
 */
export async function startServer(options: {
  root: string;
  port: number;
  dataDir: string;
  /** Where the server sends mail; without it, mail goes to the outbox table. */
  smtpUrl?: string;
  /** Start from a copy of the run's seeded database instead of seeding a new one (~18 CPU-seconds). */
  seeded?: boolean;
  /** A PostgreSQL database to serve instead of PGlite in `dataDir` (the browser benches at a million rows). */
  databaseUrl?: string;
}): Promise<RunningServer> {
  if (options.seeded) copySeededData(options.dataDir);
  const url = `http://127.0.0.1:${options.port}`;
  const log = join(options.dataDir, '..', 'server.log');
  const output = createWriteStream(log);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SMTP_URL: options.smtpUrl ?? '',
    LOG_LEVEL: 'warn',
    // As in the server test suite: a cheaper scrypt, the machine running e2e is shared (docs/decisions.md).
    PASSWORD_HASH_COST: '14',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    output.end();
    return child.exitCode;
  };
  try {
    await waitForHealth(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
