import { execFileSync } from 'node:child_process';

const PROBE =
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * The e2e runs one server per worker, each on a database of its own: two flows running at once never
 * see each other's records (docs/decisions.md).
 */
export const E2E_WORKERS = 2;

/**
 * The e2e servers' ports, chosen once by the runner and inherited by its workers through the environment
 * (the config file is evaluated in each of them, synchronously).
 */
export function e2ePorts(): number[] {
  if (!process.env.E2E_PORTS) {
    const ports = new Set<number>();
    while (ports.size < E2E_WORKERS) ports.add(freePort());
    process.env.E2E_PORTS = [...ports].join(',');
  }
  return process.env.E2E_PORTS.split(',').map(Number);
}

/**
 * The port of this worker's server: Playwright numbers its running workers 0…workers−1
 * (`TEST_PARALLEL_INDEX`, set before a worker loads the config); outside a worker, the first server's.
 */
export function e2ePort(): number {
  const ports = e2ePorts();
  return ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length] ?? ports[0] ?? 0;
}

/** A loopback port free at the moment of asking. */
export const freePort = (): number =>
  Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }).trim());
