/**
 * The export thread's code is one bundle (server/export/thread-script.ts) that a worker runs without tsx:
 * it leaves PGlite out, and a worker started from it runs the thread's code, which reports its failure to
 * reach the database through the thread's messages.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { FromThread, ThreadJob, ToThread } from '../../server/export/export-thread';
import { threadScript } from '../../server/export/thread-script';

describe('the export thread bundle', () => {
  it('leaves PGlite out and runs in a worker without a loader', async () => {
    const script = await threadScript();
    expect(script.protocol).toBe('data:');
    const code = Buffer.from(script.href.slice(script.href.indexOf(',') + 1), 'base64').toString();
    expect(code).toContain('runs in a worker thread');
    expect(code).not.toContain('pglite.wasm');
    expect(code.length).toBeLessThan(600_000);

    // Nothing listens on port 1: the thread loads, writes the CSV's header, fails to connect and says so.
    const workerData: ThreadJob = {
      server: { databaseUrl: 'postgres://nobody@127.0.0.1:1/none' },
      statement: { sql: 'SELECT 1', params: [] },
      plan: { format: 'csv', columns: [], values: [], rightToLeft: false },
    };
    const worker = new Worker(script, { workerData, execArgv: [] });
    const said = await new Promise<FromThread[]>((answer, fail) => {
      const messages: FromThread[] = [];
      worker.on('message', (message: FromThread) => {
        messages.push(message);
        if (message.kind === 'chunk') worker.postMessage({ kind: 'taken', spare: [] } satisfies ToThread);
        if (message.kind === 'failed' || message.kind === 'done') answer(messages);
      });
      worker.on('error', fail);
    });
    await worker.terminate();
    expect(said.map((message) => message.kind)).toEqual(['chunk', 'failed']);
    expect(said[1]).toMatchObject({ message: expect.stringContaining('ECONNREFUSED') });
  }, 60_000);
});
