import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import registrationsResource from '../../resources/registrations';
import { narrow, parseListQuery } from '../../server/crud/list-query';
import { registrations } from '../../server/db/schema';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * A plain list (no filter, search or trash) runs a page statement prepared once per connection and list
 * (store.ts); anything that narrows the list, a viewer's areas above all, takes it off that path.
 */
const noLinks = () => sql`true`;
const parse = (params: Parameters<typeof parseListQuery>[2], language: 'fr' | 'ar' = 'fr') =>
  parseListQuery(registrationsResource, registrations, params, noLinks, language);

describe('which lists are plain', () => {
  it('one without a filter, keyed by its order and language; not a filtered, searched or trashed one', () => {
    expect(parse({ sort: ['created_at', 'DESC'] }).plain?.key).toBe('created_at desc fr');
    expect(parse({ sort: ['created_at', 'ASC'] }, 'ar').plain?.key).toBe('created_at asc ar');
    expect(parse({ filter: { q: '' } }).plain).toBeDefined();
    for (const filter of [{ q: 'REG' }, { specie_id: 1 }, { trashed: 'with' }, { id: [1, 2] }])
      expect(parse({ filter }).plain).toBeUndefined();
  });

  it('is no longer plain once narrowed; nothing to narrow by leaves it so', () => {
    const query = parse({});
    narrow(query, undefined);
    expect(query.plain?.where).toBe(query.where);
    narrow(query, sql`false`);
    expect(query.plain).toBeUndefined();
  });
});

describe('the prepared plain page', () => {
  let t: TestApp;
  let admin: TestClient;
  let officer: TestClient;
  let province: number;

  beforeAll(async () => {
    t = await createTestApp({ registrations: 40 });
    admin = await t.as('admin@example.com');
    const all: { province_id: number }[] = (await admin.get('/api/registrations?range=[0,999]')).json();
    province = all[0]!.province_id;
    officer = await signInOfficer(t, 'rse.plain@example.td', { province_ids: [province] });
  }, 120_000);

  it('serves the national list, then a provincial viewer only their province, page after page', async () => {
    const page = (client: TestClient, range: string) =>
      client.get(`/api/registrations?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${range}`);
    const everyone: { id: number; province_id: number }[] = [];
    for (const range of ['[0,9]', '[10,19]', '[20,49]']) everyone.push(...(await page(admin, range)).json());
    expect(everyone).toHaveLength(40);
    const mine = everyone.filter((r) => r.province_id === province);
    expect(mine.length).toBeLessThan(40);
    const seen: { id: number }[] = (await page(officer, '[0,49]')).json();
    expect(seen.map((r) => r.id)).toEqual(mine.map((r) => r.id));
    const again = await page(admin, '[10,19]');
    expect(again.json().map((r: { id: number }) => r.id)).toEqual(everyone.slice(10, 20).map((r) => r.id));
    expect(again.headers['content-range']).toBe('registrations 10-19/40');
  });
});
