import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Creates a user of `role` (an RSE officer unless said) limited to `areas` (e.g. `{ province_ids: [id] }`)
 * and signs them in.
 */
export async function signInOfficer(
  t: TestApp,
  email: string,
  areas: Record<string, number[]>,
  role = 'RSE',
) {
  const admin = await t.as('admin@example.com');
  const filter = encodeURIComponent(JSON.stringify({ q: role }));
  const [found] = (await admin.get(`/api/roles?filter=${filter}`)).json();
  const created = await admin.post('/api/users', {
    nom: email,
    email,
    password: 'demo12345',
    c_password: 'demo12345',
    role_ids: [found.id],
    ...areas,
  });
  expect(created.statusCode, created.body).toBe(201);
  return t.as(email, 'demo12345');
}
