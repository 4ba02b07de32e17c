/**
 * The import's write queue (server/import/write-queue.ts): batches written one after the other while the
 * caller goes on checking, and a failed write stopping the import without leaving a write running.
 */
import { describe, expect, it } from 'vitest';
import { WriteQueue } from '../../server/import/write-queue';

/** A write that finishes when the test says so. */
function pendingWrite(log: string[], name: string) {
  let finish: (error?: Error) => void = () => {};
  const write = () =>
    new Promise<void>((resolve, reject) => {
      log.push(`${name} started`);
      finish = (error) => {
        log.push(`${name} ${error ? 'failed' : 'done'}`);
        if (error) reject(error);
        else resolve();
      };
    });
  return { write, finish: (error?: Error) => finish(error) };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('WriteQueue', () => {
  it('runs the writes in order, one at a time, without holding the caller', async () => {
    const log: string[] = [];
    const queue = new WriteQueue();
    const first = pendingWrite(log, 'first');
    const second = pendingWrite(log, 'second');
    queue.add(first.write);
    queue.add(second.write);
    log.push('caller goes on');
    await turn();
    expect(log).toEqual(['caller goes on', 'first started']);
    first.finish();
    await turn();
    expect(log).toEqual(['caller goes on', 'first started', 'first done', 'second started']);
    second.finish();
    await queue.settled();
    expect(() => queue.throwIfFailed()).not.toThrow();
    expect(log.at(-1)).toBe('second done');
  });

  it('a failed write skips the queued ones and is thrown at the next batch, once all have settled', async () => {
    const log: string[] = [];
    const queue = new WriteQueue();
    const first = pendingWrite(log, 'first');
    const second = pendingWrite(log, 'second');
    queue.add(first.write);
    queue.add(second.write);
    await turn();
    first.finish(new Error('unique violation'));
    await queue.settled();
    expect(log).toEqual(['first started', 'first failed']);
    expect(() => queue.throwIfFailed()).toThrow('unique violation');
    expect(() => queue.add(pendingWrite(log, 'third').write)).toThrow('unique violation');
    await queue.settled();
    expect(log).toEqual(['first started', 'first failed']);
  });
});
