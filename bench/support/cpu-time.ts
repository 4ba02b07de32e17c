/**
 * CPU time spent on a piece of work by this process and by the PostgreSQL backend serving its
 * transaction. On the shared, loaded machine a niced bench waits for a core most of its wall time
 * (a million-row run spent 73 s of CPU in 589 s of wall at load 15–21), so wall time per row compares
 * runs of different loads badly; CPU time does not depend on the load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../server/db/connect';
import { queryRow } from '../../server/db/query';

/** utime and stime of /proc/<pid>/stat are in clock ticks, 100 per second on Linux. */
const TICK_MS = 10;

/** User + system CPU of a local process in ms, or null when it is not on this machine. */
function cpuMsOf(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  // The command name (field 2) may hold spaces: the fields after it start past its closing parenthesis.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export interface CpuTime {
  wallMs: number;
  /** This process (the app's code). */
  nodeCpuMs: number;
  /** The backend of `tx`'s connection; null when the database is not on this machine. */
  backendCpuMs: number | null;
}

/** Runs `work` and answers its result with the wall and CPU time it took. */
export async function withCpuTime<T>(tx: Orm, work: () => Promise<T>): Promise<{ result: T } & CpuTime> {
  const { pid } = await queryRow<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
  const backendBefore = cpuMsOf(pid);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const backendAfter = cpuMsOf(pid);
  return {
    result,
    wallMs: Math.round(wallMs),
    nodeCpuMs: Math.round((used.user + used.system) / 1000),
    backendCpuMs: backendBefore === null || backendAfter === null ? null : backendAfter - backendBefore,
  };
}
