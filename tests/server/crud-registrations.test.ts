import { beforeAll, describe, expect, it } from 'vitest';
import { nth } from '../../shared/arrays';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
let ids: {
  cattle: number;
  goat: number;
  cattleBreed: number;
  goatBreed: number;
  village: number;
  diseases: number[];
};

const q = (filter: object, extra = '') =>
  `/api/registrations?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;
const total = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers['content-range']).split('/')[1]);

beforeAll(async () => {
  t = await createTestApp({ registrations: 60 });
  editor = await t.as('editor@example.com');
  const species = (await editor.get('/api/species?range=[0,99]')).json();
  const [cattle, goat] = species;
  const breedOf = async (id: number) =>
    (
      await editor.get(`/api/breeds?filter=${encodeURIComponent(JSON.stringify({ specie_id: id }))}`)
    ).json()[0].id;
  ids = {
    cattle: cattle.id,
    goat: goat.id,
    cattleBreed: await breedOf(cattle.id),
    goatBreed: await breedOf(goat.id),
    village: (await editor.get('/api/villages?range=[0,0]')).json()[0].id,
    diseases: (await editor.get('/api/diseases?range=[0,2]')).json().map((d: { id: number }) => d.id),
  };
});

const valid = () => ({
  specie_id: ids.cattle,
  breed_id: ids.cattleBreed,
  disease_ids: ids.diseases.slice(0, 2),
  maleNumber: 3,
  femaleNumber: 4,
  status: 'waiting',
  village_id: ids.village,
  coordinates: { lat: 12.1, lng: 15.05 },
});

describe('registrations', () => {
  it('creates a registration with a generated unique ref and its author', async () => {
    const first = await editor.post('/api/registrations', valid());
    const second = await editor.post('/api/registrations', valid());
    expect(first.statusCode).toBe(201);
    const record = first.json();
    expect(record.ref).toMatch(/^REG-\d{6}-[0-9A-Z]{5}$/);
    expect(record.ref).not.toBe(second.json().ref);
    expect(record).toMatchObject({
      disease_ids: ids.diseases.slice(0, 2).sort((a, b) => a - b),
      coordinates: { lat: 12.1, lng: 15.05 },
    });
    const me = (await editor.get('/api/user')).json().data;
    expect(record.user_id).toBe(me.id);
  });

  it('rejects a breed of another species, unknown diseases, bad counts and coordinates (422, nothing written)', async () => {
    const before = total(await editor.get('/api/registrations'));
    const res = await editor.post('/api/registrations', {
      ...valid(),
      breed_id: ids.goatBreed,
      disease_ids: [999999],
      maleNumber: -1,
      femaleNumber: 2.5,
      coordinates: { lat: 95, lng: 10 },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['breed_id', 'coordinates', 'disease_ids', 'femaleNumber', 'maleNumber'].sort(),
    );
    expect(res.json().errors.breed_id).toEqual(['Does not belong to the choice made in: Species']);
    expect(total(await editor.get('/api/registrations'))).toBe(before);
  });

  it('requires a species, a village and at least one disease', async () => {
    const res = await editor.post('/api/registrations', { maleNumber: 1, femaleNumber: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      specie_id: ['Please make a selection'],
      village_id: ['Please make a selection'],
      disease_ids: ['Please make a selection'],
      coordinates: ['This field is required'],
    });
  });

  it('filters by equality, arrays, many-to-many, ranges and search; getMany by ids', async () => {
    const all = (await editor.get('/api/registrations?range=[0,999]')).json();
    const finished = all.filter((r: { status: string }) => r.status === 'finished').length;
    expect(total(await editor.get(q({ status: 'finished' })))).toBe(finished);
    const either = all.filter((r: { status: string }) => ['finished', 'canceled'].includes(r.status)).length;
    expect(total(await editor.get(q({ status: ['finished', 'canceled'] })))).toBe(either);
    const withDisease = all.filter((r: { disease_ids: number[] }) =>
      r.disease_ids.includes(nth(ids.diseases, 0)),
    ).length;
    expect(total(await editor.get(q({ disease_ids: nth(ids.diseases, 0) })))).toBe(withDisease);
    const many = all.filter((r: { maleNumber: number }) => r.maleNumber >= 5 && r.maleNumber <= 10).length;
    expect(total(await editor.get(q({ maleNumber_gte: 5, maleNumber_lte: 10 })))).toBe(many);
    const since = all.filter((r: { created_at: string }) => r.created_at >= '2026-01-01').length;
    expect(total(await editor.get(q({ created_at_gte: '2026-01-01' })))).toBe(since);
    const ref = all[0].ref as string;
    expect((await editor.get(q({ q: ref.toLowerCase() }))).json().map((r: { ref: string }) => r.ref)).toEqual(
      [ref],
    );
    // Any part of a reference matches (a trigram index serves it at a million rows); `%` and `_` are literal.
    expect((await editor.get(q({ q: ref.slice(-5) }))).json().map((r: { ref: string }) => r.ref)).toContain(
      ref,
    );
    expect((await editor.get(q({ q: ref.slice(4) }))).json().map((r: { ref: string }) => r.ref)).toEqual([
      ref,
    ]);
    expect(total(await editor.get(q({ q: ref.slice(0, 8) })))).toBeGreaterThanOrEqual(1);
    expect(total(await editor.get(q({ q: 'REG-%' })))).toBe(0);
    expect(total(await editor.get(q({ q: 'REG_' })))).toBe(0);
    const picked = all.slice(0, 3).map((r: { id: number }) => r.id);
    expect((await editor.get(q({ id: picked }, '&range=[0,9]'))).json()).toHaveLength(3);
    const fifteen = all.slice(0, 15).map((r: { id: number }) => r.id);
    expect((await editor.get(q({ id: fifteen }))).json()).toHaveLength(15);
  });

  it('rejects unknown filters and sorts with 400', async () => {
    expect((await editor.get(q({ password: 'x' }))).statusCode).toBe(400);
    expect((await editor.get('/api/registrations?sort=["lat","ASC"]')).statusCode).toBe(400);
    expect((await editor.get(q({ specie_id: 'abc' }))).statusCode).toBe(400);
  });

  it('pages with a default size of 10 and never overlaps pages', async () => {
    const first = (await editor.get('/api/registrations')).json();
    const second = (await editor.get('/api/registrations?range=[10,19]')).json();
    expect(first).toHaveLength(10);
    const seen = new Set(first.map((r: { id: number }) => r.id));
    expect(second.some((r: { id: number }) => seen.has(r.id))).toBe(false);
  });

  it('gives each record of a page its own diseases, sorted, as reading it alone does', async () => {
    const created = (
      await editor.post('/api/registrations', { ...valid(), disease_ids: [...ids.diseases].reverse() })
    ).json();
    const page = (await editor.get('/api/registrations?range=[0,19]')).json();
    expect(page.map((r: { id: number }) => r.id)).toContain(created.id);
    for (const record of page) {
      const alone = (await editor.get(`/api/registrations/${record.id}`)).json();
      expect(record.disease_ids).toEqual(alone.disease_ids);
    }
    const mine = page.find((r: { id: number }) => r.id === created.id);
    expect(mine.disease_ids).toEqual([...ids.diseases].sort((a, b) => a - b));
  });

  it('refuses to delete a disease still used by registrations (409)', async () => {
    const res = await editor.delete(`/api/diseases/${ids.diseases[0]}`);
    expect(res.statusCode).toBe(409);
  });
});
