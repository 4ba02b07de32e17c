/**
 * A throwaway PostgreSQL cluster made with the local `initdb`.
 *
 *   tsx tests/support/with-postgres.ts <command…>
 *
 * runs the command with TEST_DATABASE_URL pointing at a fresh cluster on a free loopback port, forwards
 * its exit code, and always stops the cluster and removes its folder. `startPostgres()` is the same for
 * benchmarks and other scripts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface Postgres {
  url: string;
  /** Restarts, stops or starts the server; `fast` ends the sessions in flight (57P01), as an operator's restart does. */
  control(action: 'restart' | 'stop' | 'start'): Promise<void>;
  stop(): Promise<void>;
}

interface Cluster {
  root: string;
  dataDir: string;
  binDir: string;
  stopping?: Promise<void>;
}

const running = new Set<Cluster>();
/** Setup commands still running: killed with their process group when we stop meanwhile. */
const inFlight = new Set<ChildProcess>();

function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest) throw new Error(`no initdb under ${base}; install PostgreSQL or set PG_BIN`);
  return join(base, newest, 'bin');
}

/** initdb refuses to run as root, so root runs the cluster as an unprivileged user. */
let user: string | undefined | null = null;
function clusterUser(): string | undefined {
  if (user === null) {
    const hasPostgres = () => spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0;
    user = process.getuid?.() !== 0 ? undefined : hasPostgres() ? 'postgres' : 'nobody';
  }
  return user;
}

function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
}

function asUser(command: string, args: string[]): [string, string[]] {
  const user = clusterUser();
  return user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
}

/**
 * Runs a command without blocking the event loop (tsx SIGKILLs a child that does not answer a signal
 * quickly), in its own process group so that a terminal's Ctrl-C reaches us and not the server.
 */
function run(command: string, args: string[]): Promise<void> {
  const [file, argv] = asUser(command, args);
  return new Promise((done, fail) => {
    const env = { ...process.env, LC_ALL: 'C.UTF-8' };
    const child = spawn(file, argv, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    inFlight.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', fail);
    child.once('close', (code, signal) => {
      inFlight.delete(child);
      if (code === 0) done();
      else fail(new Error(`${command} failed (${code ?? signal}):\n${output}`));
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForConnections(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function killSetup(): void {
  for (const child of inFlight) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
}

// A throwaway cluster needs no checkpoint on the way out: immediate is enough and quick.
const stopArgs = (cluster: Cluster) => ['-D', cluster.dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop'];
const hasServer = (cluster: Cluster) => existsSync(join(cluster.dataDir, 'postmaster.pid'));
const rmOptions = { recursive: true, force: true, maxRetries: 20, retryDelay: 50 };

/** Stops the server and removes the folder; a cluster leaves `running` only once its folder is gone. */
function stopCluster(cluster: Cluster): Promise<void> {
  cluster.stopping ??= (async () => {
    killSetup();
    if (hasServer(cluster)) await run(join(cluster.binDir, 'pg_ctl'), stopArgs(cluster)).catch(() => {});
    await rm(cluster.root, rmOptions);
    running.delete(cluster);
  })();
  return cluster.stopping;
}

/** The last resort on process exit, where nothing asynchronous runs any more (a stop may be half done). */
function stopClusterSync(cluster: Cluster): void {
  killSetup();
  if (hasServer(cluster)) {
    const [file, argv] = asUser(join(cluster.binDir, 'pg_ctl'), stopArgs(cluster));
    spawnSync(file, argv, { stdio: 'ignore' });
  }
  rmSync(cluster.root, rmOptions);
  running.delete(cluster);
}

const stopAll = () => Promise.all([...running].map(stopCluster));

let hooksInstalled = false;
function installCleanupHooks(onSignal: boolean): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.once('exit', () => {
    for (const cluster of [...running]) stopClusterSync(cluster);
  });
  if (!onSignal) return;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      for (const other of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeListener(other, onSignal);
      void stopAll().finally(() => process.kill(process.pid, signal));
    };
    process.on(signal, onSignal);
  }
}

/**
 * Starts a fresh cluster and returns its URL. `stop()` (also run on process exit and, unless
 * `cleanupOnSignal` is false, on SIGINT/SIGTERM/SIGHUP) stops it and deletes its folder.
 */
export async function startPostgres(options: { cleanupOnSignal?: boolean } = {}): Promise<Postgres> {
  installCleanupHooks(options.cleanupOnSignal ?? true);
  const binDir = findBinDir();
  const owner = clusterUser();
  const root = mkdtempSync(join(tmpdir(), 'pg-'));
  const cluster: Cluster = { root, dataDir: join(root, 'data'), binDir };
  running.add(cluster);
  try {
    if (owner) chownSync(root, idOf(owner, '-u'), idOf(owner, '-g'));
    const initdbArgs = ['--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'];
    await run(join(binDir, 'initdb'), ['-D', cluster.dataDir, ...initdbArgs]);
    const port = await freePort();
    const conf = join(cluster.dataDir, 'postgresql.conf');
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${root}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 128MB',
      'max_connections = 200',
    ];
    writeFileSync(conf, `${readFileSync(conf, 'utf8')}\n${settings.join('\n')}\n`);
    const log = join(root, 'server.log');
    await run(join(binDir, 'pg_ctl'), ['-D', cluster.dataDir, '-l', log, '-w', '-t', '60', 'start']);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitForConnections(url, 30_000);
    return {
      url,
      control: (action) => controlCluster(cluster, log, action),
      stop: () => stopCluster(cluster),
    };
  } catch (error) {
    const log = join(root, 'server.log');
    if (!cluster.stopping && existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
    await stopCluster(cluster);
    throw error;
  }
}

function controlCluster(cluster: Cluster, log: string, action: 'restart' | 'stop' | 'start'): Promise<void> {
  const args =
    action === 'stop' ? ['-m', 'fast'] : action === 'restart' ? ['-m', 'fast', '-l', log] : ['-l', log];
  return run(join(cluster.binDir, 'pg_ctl'), ['-D', cluster.dataDir, '-w', '-t', '60', ...args, action]);
}

const signalNumbers: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
let received: string | undefined;

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0) {
    process.stderr.write('usage: tsx tests/support/with-postgres.ts <command…>\n');
    return 2;
  }
  let child: ChildProcess | undefined;
  for (const [signal, number] of Object.entries(signalNumbers)) {
    process.on(signal, () => {
      received = signal;
      if (child) child.kill(signal as NodeJS.Signals);
      else void stopAll().finally(() => process.exit(128 + number));
    });
  }
  const postgres = await startPostgres({ cleanupOnSignal: false });
  process.stderr.write(`with-postgres: ${postgres.url}\n`);
  const bin = resolve('node_modules', '.bin');
  const env = {
    ...process.env,
    TEST_DATABASE_URL: postgres.url,
    PATH: `${bin}${delimiter}${process.env.PATH}`,
  };
  const [program = 'true', ...args] = argv;
  const command = spawn(program, args, { stdio: 'inherit', env });
  child = command;
  const code = await new Promise<number>((done) => {
    command.once('error', (error) => {
      process.stderr.write(`with-postgres: ${error.message}\n`);
      done(127);
    });
    command.once('exit', (status, signal) => {
      const name = received ?? signal;
      done(name ? 128 + (signalNumbers[name] ?? 1) : (status ?? 1));
    });
  });
  await postgres.stop();
  return code;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      // Interrupted while starting: the signal handler is cleaning up and exits.
      if (received) return;
      process.stderr.write(`with-postgres: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
