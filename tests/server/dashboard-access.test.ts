import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ registrations: 300 });
});

describe('dashboard access and parameters', () => {
  it.each(['/api/dashboard', '/api/dashboard/map'])('%s needs a session (401)', async (url) => {
    const res = await t.client().get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it.each([
    '/api/dashboard',
    '/api/dashboard/map',
  ])('%s is closed to roles outside the back office (403)', async (url) => {
    const agent = await t.as('agent@example.com');
    expect((await agent.get(url)).statusCode).toBe(403);
  });

  it.each(['admin', 'editor', 'rse', 'decideur'])('%s reads both', async (who) => {
    const client = await t.as(`${who}@example.com`);
    const summary = await client.get('/api/dashboard');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().totals.registrations).toBe(300);
    expect((await client.get('/api/dashboard/map?zoom=5')).statusCode).toBe(200);
  });

  it('rejects bad parameters with 422 and a message per field', async () => {
    const admin = await t.as('admin@example.com');
    const bad = await admin.get('/api/dashboard?year=20x5&specie_id=-1&period=day');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['period', 'specie_id', 'year']);
    expect(bad.json().errors.year[0]).toBe('Must be a whole number from 1990 to 2200');

    const badMap = await admin.get('/api/dashboard/map?bbox=20,10,15&zoom=40');
    expect(badMap.statusCode).toBe(422);
    expect(Object.keys(badMap.json().errors).sort()).toEqual(['bbox', 'zoom']);
    const inverted = await admin.get('/api/dashboard/map?bbox=20,10,15,12&zoom=6');
    expect(inverted.statusCode).toBe(422);
  });

  it('stays small at national zoom', async () => {
    const admin = await t.as('admin@example.com');
    const res = await admin.get('/api/dashboard/map?zoom=6&bbox=13,7,24,23.5');
    expect(res.json().mode).toBe('clusters');
    expect(res.body.length).toBeLessThan(100_000);
  });
});
