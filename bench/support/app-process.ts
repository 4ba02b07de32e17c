/**
 * The real application in a process of its own (`serveAppInProcess`), so what it measures of itself — its
 * memory above all — is not mixed with the bench's client. It reports its resident set size on demand:
 * the current one and the peak sampled every 50 ms since the last `reset`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface AppProcess {
  url: string;
  /** Forgets the peak: the next `memory()` reports the highest RSS since now. */
  reset(): Promise<Memory>;
  memory(): Promise<Memory>;
  close(): Promise<void>;
}

export interface Memory {
  rssMb: number;
  peakRssMb: number;
  /** The V8 heap and the memory outside it (buffers) at the peak's sample. */
  atPeak: { heapTotalMb: number; heapUsedMb: number; externalMb: number; arrayBuffersMb: number };
}

type Reply = { url: string } | { memory: Memory } | { error: string };

export async function serveAppInProcess(databaseUrl: string, dataDir: string): Promise<AppProcess> {
  const child = fork(fileURLToPath(new URL('./app-process-worker.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (message: string) =>
    new Promise<Reply>((done, fail) => {
      child.once('message', (reply: Reply) =>
        'error' in reply ? fail(new Error(reply.error)) : done(reply),
      );
      if (message) child.send(message);
    });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const ready = await ask('');
  if (!('url' in ready)) throw new Error('the app process did not start');
  const memory = async (message: string) => {
    const reply = await ask(message);
    if (!('memory' in reply)) throw new Error('the app process did not report its memory');
    return reply.memory;
  };
  return {
    url: ready.url,
    reset: () => memory('reset'),
    memory: () => memory('memory'),
    close: async () => {
      child.send('close');
      await exited;
    },
  };
}
