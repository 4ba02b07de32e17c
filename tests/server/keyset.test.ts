/** Keyset pages (issue 14): next and previous continue from a cursor and give exactly the OFFSET pages. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_OFFSET } from '../../server/crud/list-keyset';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;

interface Page {
  ids: number[];
  next?: string;
  previous?: string;
  status: number;
  body: { message?: string };
}

async function page(sort: [string, string], range: [number, number], cursor?: string): Promise<Page> {
  const query = new URLSearchParams({
    sort: JSON.stringify(sort),
    range: JSON.stringify(range),
    filter: '{}',
  });
  if (cursor) query.set('cursor', cursor);
  const res = await admin.get(`/api/registrations?${query}`);
  const body = res.json();
  return {
    status: res.statusCode,
    body,
    ids: Array.isArray(body) ? body.map((r: { id: number }) => r.id) : [],
    next: res.headers['x-cursor-next'] as string | undefined,
    previous: res.headers['x-cursor-previous'] as string | undefined,
  };
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 120 });
  admin = await t.as('admin@example.com');
}, 180_000);

const SIZE = 25;
// created_at and id: not null; verified_at: many NULLs (sorted last going up, first going down); ref: unique text.
const SORTS: [string, string][] = [
  ['created_at', 'DESC'],
  ['verified_at', 'ASC'],
  ['verified_at', 'DESC'],
  ['ref', 'ASC'],
  ['maleNumber', 'DESC'],
  // Few values, many ties: broken by created_at then id (three keys).
  ['status', 'ASC'],
  ['specie_id', 'DESC'],
];

describe('keyset pages', () => {
  for (const sort of SORTS) {
    it(`walks ${sort.join(' ')} forwards and backwards as OFFSET does`, async () => {
      const byOffset: number[][] = [];
      for (let start = 0; ; start += SIZE) {
        const { ids } = await page(sort, [start, start + SIZE - 1]);
        if (!ids.length) break;
        byOffset.push(ids);
      }
      expect(byOffset.flat().length).toBeGreaterThan(SIZE * 3);

      const forwards: Page[] = [await page(sort, [0, SIZE - 1])];
      for (let i = 1; i < byOffset.length; i += 1) {
        const start = i * SIZE;
        forwards.push(await page(sort, [start, start + SIZE - 1], forwards[i - 1]!.next));
      }
      expect(forwards.map((p) => p.ids)).toEqual(byOffset);

      for (let i = byOffset.length - 2; i >= 0; i -= 1) {
        const start = i * SIZE;
        const back = await page(sort, [start, start + SIZE - 1], forwards[i + 1]!.previous);
        expect(back.ids).toEqual(byOffset[i]);
      }
    });
  }

  it('answers a cursor that is not one with a 400 in the reader language', async () => {
    admin.language = 'fr';
    const res = await admin.get(
      `/api/registrations?sort=${encodeURIComponent('["created_at","DESC"]')}&cursor=${Buffer.from('{"after":["x","1"]}').toString('base64url')}`,
    );
    admin.language = 'en';
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/première page/);
  });

  it('reaches deep pages only through a cursor', async () => {
    const deep = await page(['created_at', 'DESC'], [MAX_OFFSET + 10, MAX_OFFSET + 19]);
    expect(deep.status).toBe(400);
    const first = await page(['created_at', 'DESC'], [0, 9]);
    const next = await page(['created_at', 'DESC'], [MAX_OFFSET + 10, MAX_OFFSET + 19], first.next);
    expect(next.status).toBe(200);
    expect(next.ids).toHaveLength(10);
  });
});
