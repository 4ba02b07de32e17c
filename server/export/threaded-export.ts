/**
 * Runs an export in a worker thread of its own (export-thread.ts), with a capped heap: the request's
 * thread only passes the file's chunks on to the client and answers the thread's questions about names.
 * PostgreSQL only: the thread opens its own connection, which PGlite, in this process's memory, has not.
 */
import type { ServerResponse } from 'node:http';
import type { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { Resource } from '../../resources/kit';
import type { CrudRegistry } from '../crud/context';
import type { ListQuery } from '../crud/list-query';
import { ApiError } from '../http/errors';
import { compiledExport } from './export-rows';
import type { FromThread, ThreadJob, ToThread } from './export-thread';
import { namesOf, referredBy } from './labels';
import { threadScript } from './thread-script';
import type { ExportPlan } from './write-export';

/**
 * The thread's young generation; its old one is capped by EXPORT_THREAD_HEAP_MB (64): near the cap V8
 * collects instead of growing. With 64, a 1M-row workbook grows the whole process's RSS by ~40 MB
 * (bench/results/export.md), where the request's own heap grew by ~160 MB; the thread's heap stays ~35 MB.
 */
const YOUNG_GENERATION_MB = 8;
/** About half a million-row export (bench/results/export.md): most exports are far smaller. */
export const EXPORT_RETRY_AFTER_SECONDS = 30;

/**
 * The export threads running at once, up to EXPORT_THREADS: each may take ~40–70 MB and a core, so one more
 * is refused (503 with Retry-After) before anything is read or recorded, rather than queued.
 */
export class ExportThreads {
  #running = 0;

  constructor(private readonly config: { atOnce: number; heapMb: number }) {}

  /** A place for one more thread; `release` gives it back if the export does not start after all. */
  reserve() {
    if (this.#running >= this.config.atOnce)
      throw new ApiError(
        503,
        'validation.exportsBusy',
        undefined,
        { seconds: EXPORT_RETRY_AFTER_SECONDS },
        { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) },
      );
    this.#running++;
    let held = true;
    const release = () => {
      if (held) this.#running--;
      held = false;
    };
    // A thread that cannot even start rejects like one that fails: the place is given back either way.
    const run = async (...job: ThreadArguments) => {
      try {
        await exportInThread(this.config.heapMb, ...job);
      } finally {
        release();
      }
    };
    return { release, run };
  }
}

type ThreadArguments = Parameters<typeof exportInThread> extends [number, ...infer Rest] ? Rest : never;

/** The chunks (16 KB each) kept to be given back while the socket still sends them. */
const WRITTEN_KEPT = 64;

/**
 * Every byte written to `out` went to the kernel: `out` piped straight into the response (not through a
 * compressor, which holds chunks of its own), nothing left in either, nor in the socket's writes in flight.
 * None of the chunks written before is referenced any more: their buffers can go back to the thread.
 */
const sentAll = (out: PassThrough, response: ServerResponse) =>
  response.headersSent &&
  !response.hasHeader('content-encoding') &&
  out.readableLength === 0 &&
  out.writableLength === 0 &&
  response.writableLength === 0;

/** Resolves once the whole file went to `out` (or the client left); rejects, `out` destroyed, on a failure. */
async function exportInThread(
  heapMb: number,
  reg: CrudRegistry,
  server: ThreadJob['server'],
  resource: Resource,
  query: ListQuery,
  plan: ExportPlan,
  language: string,
  out: PassThrough,
  response: ServerResponse,
  signal: AbortSignal,
): Promise<void> {
  const statement = compiledExport({ reg, resource, columns: plan.columns, query, language });
  const targets = new Map(plan.columns.map((column) => [column.source, referredBy(reg, column)]));
  const workerData: ThreadJob = { server, statement, plan };
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };
  // The bundled thread needs no loader: none of the server's own (execArgv's `--import tsx`) is passed on.
  const script = await threadScript();
  if (signal.aborted) {
    out.destroy();
    return;
  }
  const worker = new Worker(script, { workerData, resourceLimits, execArgv: [] });
  const tell = (message: ToThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  signal.addEventListener('abort', () => tell({ kind: 'stop' }), { once: true });
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const done = () => {
      settled = true;
      resolve();
    };
    const failed = (error: Error) => {
      if (settled) return;
      settled = true;
      out.destroy(error);
      void worker.terminate();
      reject(error);
    };
    const answer = async (ask: number, source: string, ids: number[]) => {
      const target = targets.get(source);
      tell({ kind: 'names', ask, names: target ? await namesOf(reg, target, ids, language) : [] });
    };
    /**
     * The buffers of the chunks written, given back to the thread once sent (`sentAll`) to hold its next
     * chunks: left here, they were freed only by this thread's next scavenge, which its few allocations make
     * rare, and ~30 MB of them waited for it during a 1M-row workbook (docs/decisions.md).
     */
    const written: ArrayBuffer[] = [];
    worker.on('message', (message: FromThread) => {
      switch (message.kind) {
        case 'chunk': {
          if (out.destroyed) return;
          // Asked before this chunk is written: the ones before it had the thread's time to be sent.
          const spare = sentAll(out, response) ? written.splice(0) : [];
          written.push(message.chunk.buffer);
          // A slow client's socket holds chunks long: past a few, they are left to the collector.
          if (written.length > WRITTEN_KEPT) written.shift();
          const taken = () => tell({ kind: 'taken', spare }, spare);
          if (out.write(message.chunk)) taken();
          else out.once('drain', taken);
          return;
        }
        case 'names':
          answer(message.ask, message.source, message.ids).catch(failed);
          return;
        case 'done':
          if (!out.destroyed) out.end();
          done();
          return;
        case 'failed':
          failed(new Error(message.message));
      }
    });
    // Out of memory, or a crash before the thread could say so.
    worker.on('error', failed);
    worker.on('exit', () => {
      if (signal.aborted) done();
      else failed(new Error('the export thread stopped'));
    });
  });
}
