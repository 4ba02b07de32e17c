import { execFileSync } from 'node:child_process';

const PROBE =
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * The e2e server's port, chosen once by the runner and inherited by its workers through the environment
 * (the config file is evaluated in each of them, synchronously).
 */
export function e2ePort(): number {
  if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
  return Number(process.env.E2E_PORT);
}

/** A loopback port free at the moment of asking. */
export const freePort = (): number =>
  Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }).trim());
