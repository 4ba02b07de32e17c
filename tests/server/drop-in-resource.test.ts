import { sql } from 'drizzle-orm';
import Polyglot from 'node-polyglot';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../i18n';
import { withRegistryLabels } from '../../i18n/registryLabels';
import { resources } from '../../resources';
import { syncPermissions } from '../../server/accounts/sync-permissions';
import { queryRows } from '../../server/db/query';
import { migrationFor } from '../support/generated-migration';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import vaccines from './fixtures/vaccines';

let t: TestApp;
let admin: TestClient;
let diseaseId: number;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0, resources: [...resources, vaccines] });
  for (const statement of await migrationFor(resources, [vaccines]))
    await t.db.orm.execute(sql.raw(statement));
  admin = await t.as('admin@example.com');
  diseaseId = (await admin.get('/api/diseases')).json()[0].id;
});

describe('a resource module dropped into the registry', () => {
  it('gets create, list, update and delete routes, and its audit trail, with no other code', async () => {
    const created = await admin.post('/api/vaccines', {
      name: 'PPR vaccine',
      disease_id: diseaseId,
      doses: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'PPR vaccine', route: 'injection', doses: 1 });
    const list = await admin.get('/api/vaccines?filter={"q":"ppr"}');
    expect(list.headers['content-range']).toBe('vaccines 0-0/1');
    const id = created.json().id;
    const updated = await admin.put(`/api/vaccines/${id}`, { doses: 2, route: 'oral' });
    expect(updated.json()).toMatchObject({ doses: 2, route: 'oral' });
    const history = (await admin.get(`/api/vaccines/${id}/history`)).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toMatchObject({
      doses: { before: 1, after: 2 },
      route: { before: 'injection', after: 'oral' },
    });
    expect((await admin.delete(`/api/vaccines/${id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/vaccines')).json()).toEqual([]);
  });

  it('gets validation from its declarations', async () => {
    const res = await admin.post('/api/vaccines', {
      name: '',
      disease_id: 999999,
      doses: 9,
      route: 'nasal',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['This field is required'],
      disease_id: ['The selected item does not exist'],
      doses: ['Must be at most 5'],
      route: ['Choose one of: injection, oral'],
    });
  });

  it('gets its permission checks and protects what it references', async () => {
    for (const refused of ['decideur@example.com', 'editor@example.com']) {
      const other = await t.as(refused);
      expect(
        (await other.post('/api/vaccines', { name: 'X', disease_id: diseaseId, doses: 1 })).statusCode,
      ).toBe(403);
    }
    await admin.post('/api/vaccines', { name: 'Anthrax vaccine', disease_id: diseaseId, doses: 1 });
    expect((await admin.delete(`/api/diseases/${diseaseId}`)).statusCode).toBe(409);
  });

  it('gets its permission in the database at start, granted to Admin, and keeps it on the next start', async () => {
    const grants = sql`SELECT r.name AS role FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id
      JOIN roles r ON r.id = rp.role_id WHERE p.name = 'manage vaccine'`;
    expect((await queryRows<{ role: string }>(t.db.orm, grants)).map((g) => g.role)).toEqual(['Admin']);
    expect(await syncPermissions(t.db.orm, [...resources, vaccines])).toEqual([]);
    expect(await syncPermissions(t.db.orm, resources)).toEqual([]);
    expect(await queryRows(t.db.orm, grants)).toHaveLength(1);
  });

  it('carries its labels in the three languages, which the catalogues may override', () => {
    const [fr, en, ar] = (['fr', 'en', 'ar'] as const).map((locale) =>
      withRegistryLabels(locale, messages[locale], [vaccines], {}),
    );
    const resourcesOf = (m: typeof fr) => m?.resources as Record<string, { name: string; fields: object }>;
    expect(resourcesOf(fr).vaccines?.name).toBe('Vaccin |||| Vaccins');
    expect(resourcesOf(en).vaccines?.fields).toMatchObject({ doses: 'Doses', disease_id: 'Disease' });
    const arabic = new Polyglot({ locale: 'ar', phrases: { name: resourcesOf(ar).vaccines?.name ?? '' } });
    expect([1, 2, 5, 40, 300].map((smart_count) => arabic.t('name', { smart_count }))).toEqual([
      'لقاح',
      'لقاحات',
      'لقاحات',
      'لقاحات',
      'لقاحات',
    ]);
    const catalogue = { ...messages.en, resources: { vaccines: { name: 'Jab |||| Jabs' } } };
    const overridden = withRegistryLabels('en', catalogue, [vaccines], {});
    expect(resourcesOf(overridden).vaccines).toMatchObject({
      name: 'Jab |||| Jabs',
      fields: { doses: 'Doses' },
    });
  });
});
