import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import registrationsResource from '../../resources/registrations';
import { narrow, parseListQuery } from '../../server/crud/list-query';
import { EXACT_TOTAL_LIMIT } from '../../server/crud/list-total';
import { pageOfPrefixedMatches } from '../../server/crud/prefix-search';
import { SEARCH_WINDOW } from '../../server/crud/search-page';
import { queryRow, queryRows } from '../../server/db/query';
import { registrations } from '../../server/db/schema';
import { generateRegistrations } from '../../server/db/seed/generate-registrations';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * A reference search common among the newest rows (this month's `REG-2611…`) is answered from the
 * list's first SEARCH_WINDOW rows; a needle whose matches sit in an old month is gathered through the
 * trigram index, or, when it starts with `REG-`, through the prefix index and the partial trigram index of
 * references holding it further in. All give the rows the plain filtered list would, in its order.
 */
const ROWS = 3 * SEARCH_WINDOW;

describe('reference search over the first rows, then the trigram index', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ registrations: 0 });
    await generateRegistrations(t.db.orm, ROWS, () => {}, { batchSize: ROWS });
    await t.db.orm.execute(sql`ANALYZE registrations`);
    admin = await t.as('admin@example.com');
  }, 240_000);

  const list = (filter: object, range: [number, number]) =>
    admin.get(
      `/api/registrations?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`,
    );
  const ids = (res: { json(): { id: number }[] }) => res.json().map((r) => r.id);
  const total = (res: { headers: Record<string, unknown> }) =>
    Number(String(res.headers['content-range']).split('/')[1]);

  it('a needle every newest row holds: the list’s own pages, and a total announced as an estimate', async () => {
    for (const range of [
      [0, 9],
      [10, 19],
    ] as [number, number][]) {
      const searched = await list({ q: 'reg-' }, range);
      expect(searched.statusCode).toBe(200);
      expect(ids(searched)).toEqual(ids(await list({}, range)));
      expect(searched.headers['x-total-estimated']).toBe('true');
      expect(total(searched)).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    }
  });

  const oldestMonth = async () =>
    (
      await queryRow<{ month: string }>(
        t.db.orm,
        sql`SELECT substr(ref, 1, 8) AS month FROM registrations ORDER BY created_at, id LIMIT 1`,
      )
    ).month;

  /** What the plain filtered list holds for a needle ("contains", any case), in its order. */
  const containing = async (needle: string, where = sql`true`, order = sql`created_at DESC, id DESC`) =>
    (
      await queryRows<{ id: number }>(
        t.db.orm,
        sql`SELECT id FROM registrations WHERE strpos(lower(ref), lower(${needle})) > 0 AND deleted_at IS NULL
          AND ${where} ORDER BY ${order}`,
      )
    ).map((r) => Number(r.id));

  it('a needle of the oldest month only: gathered, in the list’s order, with its exact total', async () => {
    const needle = await oldestMonth();
    const expected = await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM registrations WHERE ref LIKE ${`${needle}%`} AND deleted_at IS NULL
        ORDER BY created_at DESC, id DESC`,
    );
    const searched = await list({ q: needle }, [0, 9]);
    expect(ids(searched)).toEqual(expected.slice(0, 10).map((r) => Number(r.id)));
    expect(total(searched)).toBe(expected.length);
    expect(searched.headers['x-total-estimated']).toBeUndefined();
  });

  it('a prefix with more matches than the cap: the page sorted from every match, no total', async () => {
    // The oldest year (`reg-23`): typed in the search box, it matches none of the newest rows. Shorter
    // than a day's group (`reg-yymmdd`), in the list's default order, it is read group by group; a trashed
    // match, the trash and a narrowed list (the viewer's areas) take the sort of every match.
    const year = (await oldestMonth()).slice(0, 6).toLowerCase();
    await t.db.orm.execute(sql`UPDATE registrations SET deleted_at = now()
      WHERE id = (SELECT id FROM registrations WHERE lower(ref) LIKE ${`${year}%`} ORDER BY created_at DESC LIMIT 1)`);
    const cap = 5;
    const noLinks = () => {
      throw new Error('no link filter in this search');
    };
    const cases: { needle: string; sort: [string, string]; order: SQL; narrowed?: boolean }[] = [
      { needle: year, sort: ['created_at', 'DESC'], order: sql`created_at DESC, id DESC` },
      { needle: year, sort: ['created_at', 'ASC'], order: sql`created_at, id` },
      { needle: year.slice(0, 5), sort: ['created_at', 'DESC'], order: sql`created_at DESC, id DESC` },
      {
        needle: (await oldestMonth()).toLowerCase(),
        sort: ['created_at', 'DESC'],
        order: sql`created_at DESC, id DESC`,
      },
      { needle: year, sort: ['maleNumber', 'DESC'], order: sql`male_number DESC, created_at DESC, id DESC` },
      { needle: year, sort: ['created_at', 'DESC'], order: sql`created_at DESC, id DESC`, narrowed: true },
    ];
    for (const { needle, sort, order, narrowed } of cases) {
      const expected = await containing(needle, narrowed ? sql`male_number > 2` : sql`true`, order);
      expect(expected.length, needle).toBeGreaterThan(cap + 20);
      for (const range of [
        [0, 9],
        [10, 19],
      ] as [number, number][]) {
        const params = { filter: { q: needle }, sort, range };
        const query = parseListQuery(registrationsResource, registrations, params, noLinks);
        if (narrowed) narrow(query, sql`male_number > 2`);
        if (!query.prefixSearch) throw new Error(`${needle} is not read from the prefix index`);
        const found = await pageOfPrefixedMatches(t.db.orm, registrations, query, query.prefixSearch, cap);
        expect(found.total).toBeNull();
        expect(
          found.raw.map((r) => Number(r.id)),
          `${needle} ${sort} ${range}`,
        ).toEqual(expected.slice(range[0], range[1] + 1));
      }
    }
  });

  it('a whole reference: its one row, counted exactly', async () => {
    const [row] = await queryRows<{ id: number; ref: string }>(
      t.db.orm,
      sql`SELECT id, ref FROM registrations ORDER BY created_at LIMIT 1 OFFSET ${ROWS / 2}`,
    );
    const searched = await list({ q: row!.ref.toLowerCase() }, [0, 9]);
    expect(ids(searched)).toEqual([Number(row!.id)]);
    expect(total(searched)).toBe(1);
  });
  it('a reference a client gave, holding the needle past its start: found with the others, in order', async () => {
    const needle = await oldestMonth();
    const [source] = (await list({}, [0, 0])).json();
    const { specie_id, breed_id, disease_ids, maleNumber, femaleNumber, village_id, coordinates } = source;
    const give = async (ref: string) => {
      const created = await admin.post('/api/registrations', {
        ...{ specie_id, breed_id, disease_ids, maleNumber, femaleNumber, village_id, coordinates },
        status: 'waiting',
        ref,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().ref).toBe(ref);
      return Number(created.json().id);
    };
    // One holding the needle past its start; one starting with it and holding the prefix again further
    // in, which both of the search's indexes hold: found once.
    const inside = await give(`LEGACY/${needle.toLowerCase()}-0042`);
    const twice = await give(`${needle}-0042/REG-7`);
    const expected = await containing(needle);
    const searched = await list({ q: needle }, [0, 9]);
    expect(ids(searched)).toEqual(expected.slice(0, 10));
    expect(ids(searched).slice(0, 2)).toEqual([twice, inside]);
    expect(total(searched)).toBe(expected.length);
    // Its next page, and a needle holding LIKE's wildcards, which match themselves only.
    expect(ids(await list({ q: needle }, [10, 19]))).toEqual(expected.slice(10, 20));
    expect(total(await list({ q: `${needle}%` }, [0, 9]))).toBe(0);
  });

  it("a viewer limited to a province finds only that province's matches", async () => {
    const rse = await t.as('rse-province@example.com');
    const [own] = (await rse.get('/api/registrations?range=[0,0]')).json();
    const province = Number(own.province_id);
    // The month of the province's oldest registration: at least one match there, many elsewhere.
    const { needle } = await queryRow<{ needle: string }>(
      t.db.orm,
      sql`SELECT substr(ref, 1, 8) AS needle FROM registrations WHERE province_id = ${province}
        ORDER BY created_at, id LIMIT 1`,
    );
    const searched = await rse.get(
      `/api/registrations?filter=${encodeURIComponent(JSON.stringify({ q: needle }))}&range=[0,9]`,
    );
    expect(searched.statusCode).toBe(200);
    const expected = await containing(needle, sql`province_id = ${province}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan((await containing(needle)).length);
    expect(ids(searched)).toEqual(expected.slice(0, 10));
    expect(total(searched)).toBe(expected.length);
  });
});
