/**
 * Translatable reference data (issue 13 item 2): names per language, required in the default language
 * only, read in the reader's language with the default as fallback, in lists, sorting, search and the
 * dashboard.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestClient } from '../support/test-app';

let admin: TestClient;

/** A GET as an Arabic screen sends it: Accept-Language ar. */
const getInArabic = (client: TestClient, url: string) =>
  client.app.inject({
    method: 'GET',
    url,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': 'ar',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });

beforeAll(async () => {
  const t = await createTestApp({ registrations: 60 });
  admin = await t.as('admin@example.com');
});

describe('a translatable name', () => {
  it('stores one value per language; only the default language is required', async () => {
    const missing = await admin.post('/api/species', { name_en: 'Pigs', name_ar: 'خنازير' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['This field is required'] });

    const tooLong = await admin.post('/api/species', { name: 'Porcins', name_ar: 'خ'.repeat(151) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ name_ar: ['Must be at most 150 characters'] });

    const created = await admin.post('/api/species', { name: 'Porcins', name_en: ' Pigs ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Porcins', name_en: 'Pigs', name_ar: null });

    const id = created.json().id;
    const updated = await admin.put(`/api/species/${id}`, { name_ar: 'خنازير' });
    expect(updated.json()).toMatchObject({ name: 'Porcins', name_en: 'Pigs', name_ar: 'خنازير' });
    const cleared = await admin.put(`/api/species/${id}`, { name_en: '' });
    expect(cleared.json()).toMatchObject({ name: 'Porcins', name_en: null, name_ar: 'خنازير' });
  });

  it('the demo carries the real names in French, English and Arabic', async () => {
    const res = await admin.get('/api/diseases?filter={"q":"petits ruminants"}');
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'Peste des petits ruminants (PPR)',
        name_en: 'Peste des petits ruminants (PPR)',
        name_ar: 'طاعون المجترات الصغيرة',
      }),
    ]);
  });

  it('q matches the name in any language', async () => {
    const byArabic = (await admin.get(`/api/species?filter=${encodeURIComponent('{"q":"أبقار"}')}`)).json();
    expect(byArabic.map((s: { name: string }) => s.name)).toEqual(['Bovins']);
    const byEnglish = (await admin.get('/api/breeds?filter={"q":"muscovy"}')).json();
    expect(byEnglish.map((b: { name: string }) => b.name)).toEqual(['Canard de Barbarie']);
  });

  it('sorts in the reader language, untranslated names falling back to the default one', async () => {
    await admin.post('/api/species', { name: 'Aaa sans traduction' });
    const names = async () =>
      (await admin.get('/api/species?sort=["name","ASC"]&range=[0,99]'))
        .json()
        .map((s: { name: string; name_en: string | null }) => s.name_en ?? s.name);
    const english = await names();
    expect(english).toEqual([...english].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(english.slice(0, 3)).toEqual(['Aaa sans traduction', 'Camels', 'Cattle']);
  });

  it('sorts by the collation of the language, not the bytes: accented names among the others', async () => {
    const french = async (order: 'ASC' | 'DESC') => {
      admin.language = 'fr';
      try {
        const res = await admin.get(`/api/species?sort=["name","${order}"]&range=[0,99]`);
        return res.json().map((s: { name: string }) => s.name) as string[];
      } finally {
        admin.language = 'en';
      }
    };
    const ascending = await french('ASC');
    // "Équins" was sorted after "Volailles" (byte order).
    expect(ascending.indexOf('Équins')).toBeLessThan(ascending.indexOf('Volailles'));
    expect(ascending.indexOf('Équins')).toBeGreaterThan(ascending.indexOf('Camelins'));
    expect(await french('DESC')).toEqual([...ascending].reverse());
    const arabic = (await getInArabic(admin, '/api/species?sort=["name","ASC"]&range=[0,99]')).json();
    const arabicNames = arabic.map((s: { name: string; name_ar: string | null }) => s.name_ar ?? s.name);
    const inArabicScript = arabicNames.filter((name: string) => /[\u0600-\u06FF]/.test(name));
    expect(inArabicScript.length).toBeGreaterThan(3);
    expect(inArabicScript).toEqual([...inArabicScript].sort(new Intl.Collator('ar').compare));
  });
});

describe('the dashboard in the reader language', () => {
  it('names species, breeds and diseases in Arabic, falling back to French', async () => {
    const body = (await getInArabic(admin, '/api/dashboard')).json();
    const latin = /[A-Za-zÀ-ÿ]/;
    const names: string[] = [
      ...body.by_species.map((r: { specie: string }) => r.specie),
      ...body.by_breed.flatMap((r: { breed: string | null }) => (r.breed ? [r.breed] : [])),
      ...body.species_by_disease.map((r: { disease: string }) => r.disease),
      ...body.evolution.rows.map((r: { disease: string }) => r.disease),
    ];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => latin.test(n))).toEqual([]);
    expect(body.by_species.map((r: { specie: string }) => r.specie)).toContain('أبقار');
  });
});
