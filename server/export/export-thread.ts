/**
 * The worker thread an export runs in on PostgreSQL (threaded-export.ts starts it). It reads the rows on a
 * connection of its own and writes the file, sending each chunk to the request's thread and taking the
 * next batch only once the client took the last; the names of what rows point at it asks that thread
 * for. Its heap is its own and capped: V8 let the server's old space grow by ~160 MB of a million rows'
 * short-lived garbage before collecting it, and it collects within the cap here.
 */
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { Query } from 'drizzle-orm';
import { openDatabase } from '../db/connect';
import { readCompiledExport } from './export-rows';
import { labelCache } from './labels';
import { EXPORT_BATCH, type ExportPlan, writeExport } from './write-export';

export interface ThreadJob {
  server: { databaseUrl: string; statementTimeoutMs?: number };
  statement: Query;
  plan: ExportPlan;
}

/**
 * From the request's thread: the client left; the client took the last chunk (and these buffers of earlier
 * ones are free again); the names asked.
 */
export type ToThread =
  | { kind: 'stop' }
  | { kind: 'taken'; spare: ArrayBuffer[] }
  | { kind: 'names'; ask: number; names: [number, string][] };

export type FromThread =
  | { kind: 'chunk'; chunk: Uint8Array<ArrayBuffer> }
  | { kind: 'names'; ask: number; source: string; ids: number[] }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

if (!parentPort) throw new Error('export-thread.ts runs in a worker thread');
const port = parentPort;
const { server, statement, plan }: ThreadJob = workerData;
const stop = new AbortController();
let taken: (() => void) | null = null;
const answers = new Map<number, (names: [number, string][]) => void>();
let asked = 0;

/** zlib's chunks are 16 KB at most (its default `chunkSize`); the file's other parts are smaller. */
const CHUNK_BYTES = 16 * 1024;
/** Buffers given back, kept for the next chunks (more are left to the collector). */
const SPARE = 64;
const spare: ArrayBuffer[] = [];

const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (message: ToThread) => {
  if (message.kind === 'stop') stop.abort();
  else if (message.kind === 'taken') {
    for (const buffer of message.spare)
      if (buffer.byteLength === CHUNK_BYTES && spare.length < SPARE) spare.push(buffer);
    taken?.();
  } else {
    answers.get(message.ask)?.(message.names);
    answers.delete(message.ask);
  }
});

/**
 * Each chunk copied into a buffer of its own (zlib's are views of bigger ones) and moved, not cloned: one
 * the request's thread gave back (it sends them back once the socket has sent them), else a new one.
 */
const out = new Writable({
  highWaterMark: 1 << 20,
  write(chunk: Uint8Array, _encoding, done) {
    const size = chunk.byteLength;
    const buffer = (size <= CHUNK_BYTES && spare.pop()) || new ArrayBuffer(Math.max(size, CHUNK_BYTES));
    const own = new Uint8Array(buffer, 0, size);
    own.set(chunk);
    taken = () => done();
    send({ kind: 'chunk', chunk: own }, [buffer]);
  },
});

const askNames = (source: string, ids: number[]) =>
  new Promise<[number, string][]>((answer) => {
    asked += 1;
    answers.set(asked, answer);
    send({ kind: 'names', ask: asked, source, ids });
  });

const db = await openDatabase({
  ...server,
  // Unused: a database URL is given.
  dataDir: 'memory://',
  poolSize: 1,
  migrate: false,
});
try {
  const { columns } = plan;
  await writeExport(plan, {
    read: (each) =>
      readCompiledExport(
        { rows: db.rows, columns, statement, size: EXPORT_BATCH, signal: stop.signal },
        each,
      ),
    labels: labelCache(columns, askNames),
    out,
    signal: stop.signal,
  });
  if (!stop.signal.aborted) await finished(out);
  send({ kind: 'done' });
} catch (error) {
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
} finally {
  await db.close();
  port.unref();
}
