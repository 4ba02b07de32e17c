/**
 * The import's read-ahead (server/import/load-ahead.ts): the next batch loads while the caller works on
 * the current one, and a caller who stops early leaves no load running behind it.
 */
import { describe, expect, it } from 'vitest';
import { loadAhead } from '../../server/import/load-ahead';

async function* numbers(count: number) {
  for (let n = 1; n <= count; n++) yield n;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('loadAhead', () => {
  it('hands out every item loaded, in order, the next one loading while the caller holds the current', async () => {
    const log: string[] = [];
    const load = async (n: number) => {
      log.push(`load ${n}`);
      await turn();
      log.push(`loaded ${n}`);
      return n * 10;
    };
    const got: number[] = [];
    for await (const value of loadAhead(numbers(3), load)) {
      log.push(`use ${value}`);
      await turn();
      await turn();
      got.push(value);
    }
    expect(got).toEqual([10, 20, 30]);
    expect(log.indexOf('load 2')).toBeLessThan(log.indexOf('use 10'));
    expect(log.indexOf('load 3')).toBeLessThan(log.indexOf('use 20'));
  });

  it('a caller who stops early returns only once the load ahead has finished', async () => {
    const log: string[] = [];
    let finish: () => void = () => {};
    const load = async (n: number) => {
      if (n === 2) {
        log.push('load 2 waiting');
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        log.push('load 2 done');
      }
      return n;
    };
    const stopping = (async () => {
      for await (const value of loadAhead(numbers(5), load)) {
        if (value === 1) throw new Error('stop');
      }
    })();
    let settled = false;
    void stopping.catch(() => {
      settled = true;
    });
    await turn();
    expect(log).toEqual(['load 2 waiting']);
    expect(settled).toBe(false);
    finish();
    await expect(stopping).rejects.toThrow('stop');
    expect(log).toEqual(['load 2 waiting', 'load 2 done']);
  });

  it('a failed load reaches the caller at its turn', async () => {
    const load = async (n: number) => {
      if (n === 2) throw new Error('no batch 2');
      return n;
    };
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const value of loadAhead(numbers(3), load)) got.push(value);
      })(),
    ).rejects.toThrow('no batch 2');
    expect(got).toEqual([1]);
  });
});
