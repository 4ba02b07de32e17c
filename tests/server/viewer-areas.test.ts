/**
 * `GET /api/user/areas` (issue 11): the signed-in user's own areas, named, with the places above them, for
 * the profile and the pickers; a national user has none; anonymous is refused.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

interface Chain {
  province: number;
  province_name: string;
  department: number;
  department_name: string;
  municipality: number;
  municipality_name: string;
  village: number;
  village_name: string;
}

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
}, 120_000);

describe('GET /api/user/areas', () => {
  it('is empty for a national user and refused to anonymous visitors', async () => {
    const admin = await t.as('admin@example.com');
    expect((await admin.get('/api/user/areas')).json()).toEqual({ data: [] });
    expect((await t.client().get('/api/user/areas')).statusCode).toBe(401);
  });

  it('names the provincial officer’s province', async () => {
    const rse = await t.as('rse-province@example.com');
    const res = await rse.get('/api/user/areas');
    expect(res.statusCode).toBe(200);
    const [province] = await queryRows<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM provinces WHERE reference = 'TD-HL'`,
    );
    const area = { level: 'provinces', id: province!.id, name: 'Hadjer-Lamis' };
    expect(res.json()).toEqual({ data: [{ ...area, path: [area] }] });
  });

  it('lists areas of several levels top level first, each with the places above it', async () => {
    const [chain] = await queryRows<Chain>(
      t.db.orm,
      sql`SELECT p.id AS province, p.name AS province_name, d.id AS department, d.name AS department_name,
            m.id AS municipality, m.name AS municipality_name, v.id AS village, v.name AS village_name
          FROM villages v JOIN municipalities m ON m.id = v.municipality_id
          JOIN departments d ON d.id = m.department_id JOIN provinces p ON p.id = d.province_id
          WHERE p.reference <> 'TD-HL' ORDER BY v.id LIMIT 1`,
    );
    const c = chain!;
    const user = await signInOfficer(t, 'deux-zones@example.com', {
      village_ids: [c.village],
      department_ids: [c.department],
    });
    const province = { level: 'provinces', id: c.province, name: c.province_name };
    const department = { level: 'departments', id: c.department, name: c.department_name };
    const municipality = { level: 'municipalities', id: c.municipality, name: c.municipality_name };
    const village = { level: 'villages', id: c.village, name: c.village_name };
    expect((await user.get('/api/user/areas')).json()).toEqual({
      data: [
        { ...department, path: [province, department] },
        { ...village, path: [province, department, municipality, village] },
      ],
    });
  });
});
