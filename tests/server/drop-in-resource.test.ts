import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import vaccines, { vaccinesMigration } from './fixtures/vaccines';

let t: TestApp;
let editor: TestClient;
let diseaseId: number;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0, resources: [...resources, vaccines] });
  for (const statement of vaccinesMigration.split(';').filter((s) => s.trim()))
    await t.db.orm.execute(sql.raw(statement));
  editor = await t.as('editor@example.com');
  diseaseId = (await editor.get('/api/diseases')).json()[0].id;
});

describe('a resource module dropped into the registry', () => {
  it('gets create, list, update and delete routes with no other code', async () => {
    const created = await editor.post('/api/vaccines', {
      name: 'PPR vaccine',
      disease_id: diseaseId,
      doses: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'PPR vaccine', route: 'injection', doses: 1 });
    const list = await editor.get('/api/vaccines?filter={"q":"ppr"}');
    expect(list.headers['content-range']).toBe('vaccines 0-0/1');
    const id = created.json().id;
    const updated = await editor.put(`/api/vaccines/${id}`, { doses: 2, route: 'oral' });
    expect(updated.json()).toMatchObject({ doses: 2, route: 'oral' });
    expect((await editor.delete(`/api/vaccines/${id}`)).statusCode).toBe(200);
    expect((await editor.get('/api/vaccines')).json()).toEqual([]);
  });

  it('gets validation from its declarations', async () => {
    const res = await editor.post('/api/vaccines', {
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
    const decideur = await t.as('decideur@example.com');
    expect(
      (await decideur.post('/api/vaccines', { name: 'X', disease_id: diseaseId, doses: 1 })).statusCode,
    ).toBe(403);
    await editor.post('/api/vaccines', { name: 'Anthrax vaccine', disease_id: diseaseId, doses: 1 });
    expect((await editor.delete(`/api/diseases/${diseaseId}`)).statusCode).toBe(409);
  });
});
