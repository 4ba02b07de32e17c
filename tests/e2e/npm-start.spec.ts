/**
 * `npm start` passes SIGTERM on to the server (issue 8, defect 18): stopped the way a process manager stops
 * it, it leaves no process behind. Real processes, from the command a site runs; how the server itself
 * shuts down (503 to new requests, a deadline) is tested in the server suite (tests/server/shutdown.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './support/port';
import { copySeededData } from './support/server';
import { expect, test } from './support/test';

const root = resolve(import.meta.dirname, '..', '..');

/** Every process descending from `pid`, from /proc. */
function descendants(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

test('npm start passes SIGTERM to the server: no process is left behind', async () => {
  // A server's start on a shared machine: seconds of CPU of its own.
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), 'e2e-npm-start-'));
  const dataDir = join(folder, 'data');
  copySeededData(dataDir);
  const child = spawn('npm', ['start'], {
    cwd: root,
    // The API alone (CLIENT_DIR=''): nothing to build, the same processes.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(freePort()),
      HOST: '127.0.0.1',
      CLIENT_DIR: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      output += chunk;
    });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    const deadline = Date.now() + 240_000;
    while (!/running at http/.test(output)) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not start within 240 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tree = descendants(child.pid ?? 0);
    expect(tree.length).toBeGreaterThan(0);
    child.kill('SIGTERM');
    await exited;
    await expect
      .poll(() => tree.filter((pid) => existsSync(`/proc/${pid}`)), {
        message: 'no process is left',
        timeout: 20_000,
      })
      .toEqual([]);
  } finally {
    // A failed test leaves nothing running either.
    if (child.pid && child.exitCode === null && child.signalCode === null)
      for (const pid of [...descendants(child.pid), child.pid]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
    rmSync(folder, { recursive: true, force: true });
  }
});
