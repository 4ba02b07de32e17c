/**
 * Alert rules seen from an area (issue 11): an area-limited manager reads the rules of their areas and
 * those placed above them — the national rules (no area) and their areas' ancestors' — which alert them
 * (the alerts list names the rule through getMany), never another area's; the rules above are read-only
 * to them (403, nothing changed), those of their own area stay theirs to edit.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
let provincial: TestClient;
let departmental: TestClient;
/** The rules by where they sit. */
const rules: Record<
  'national' | 'province' | 'department' | 'siblingDepartment' | 'otherProvince' | 'departmentOnly',
  number
> = {
  national: 0,
  province: 0,
  department: 0,
  siblingDepartment: 0,
  otherProvince: 0,
  departmentOnly: 0,
};
const places = { province: 0, department: 0, other: 0 };

const q = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function createRule(name: string, place: Record<string, number>) {
  const res = await admin.post('/api/alert_rules', { name, kind: 'any_case', status: 'paused', ...place });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const listed = async (client: TestClient) => {
  const res = await client.get('/api/alert_rules?range=[0,999]');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }[]).map((r) => r.id);
};

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  admin = await t.as('admin@example.com');
  // A province with two departments, and another province.
  const [place] = await queryRows<{ province: number; department: number; sibling: number; other: number }>(
    t.db.orm,
    sql`SELECT d.province_id AS province, d.id AS department, s.id AS sibling,
          (SELECT id FROM provinces WHERE id <> d.province_id ORDER BY id LIMIT 1) AS other
        FROM departments d JOIN departments s ON s.province_id = d.province_id AND s.id > d.id
        ORDER BY d.id LIMIT 1`,
  );
  const { province, department, sibling, other } = place!;
  Object.assign(places, { province, department, other });
  rules.national = await createRule('National : tout cas', {});
  rules.province = await createRule('Province : tout cas', { province_id: province });
  rules.department = await createRule('Département : tout cas', {
    province_id: province,
    department_id: department,
  });
  rules.siblingDepartment = await createRule('Département voisin : tout cas', {
    province_id: province,
    department_id: sibling,
  });
  rules.otherProvince = await createRule('Autre province : tout cas', { province_id: other });
  // Sent through the API with its department alone: the database fills in the province.
  rules.departmentOnly = await createRule('Département seul : tout cas', { department_id: department });
  provincial = await signInOfficer(t, 'rse.regles.province@example.td', { province_ids: [province] });
  departmental = await signInOfficer(t, 'rse.regles.departement@example.td', {
    department_ids: [department],
  });
}, 120_000);

describe('alert rules read from an area', () => {
  it('a provincial manager lists the national rule and their province’s, not another province’s', async () => {
    const ids = await listed(provincial);
    expect(ids).toEqual(
      expect.arrayContaining([rules.national, rules.province, rules.department, rules.siblingDepartment]),
    );
    expect(ids).not.toContain(rules.otherProvince);
    // The alerts list's Rule column: getMany of the rules its alerts name.
    const many = await provincial.get(
      `/api/alert_rules?${q({ id: [rules.national, rules.otherProvince] })}&range=[0,9]`,
    );
    expect((many.json() as { id: number }[]).map((r) => r.id)).toEqual([rules.national]);
    expect((await provincial.get(`/api/alert_rules/${rules.national}`)).statusCode).toBe(200);
    expect((await provincial.get(`/api/alert_rules/${rules.otherProvince}`)).statusCode).toBe(404);
  });

  it('a departmental manager reads the rules above their department, not a neighbour department’s', async () => {
    const ids = await listed(departmental);
    expect(ids).toEqual(expect.arrayContaining([rules.national, rules.province, rules.department]));
    expect(ids).not.toContain(rules.siblingDepartment);
    expect(ids).not.toContain(rules.otherProvince);
    expect((await departmental.get(`/api/alert_rules/${rules.province}`)).statusCode).toBe(200);
    expect((await departmental.get(`/api/alert_rules/${rules.siblingDepartment}`)).statusCode).toBe(404);
  });

  it('the rules above are read-only to them: 403 and nothing changed', async () => {
    const before = (await admin.get(`/api/alert_rules/${rules.national}`)).json();
    const edit = await provincial.put(`/api/alert_rules/${rules.national}`, { ...before, threshold: 9 });
    expect(edit.statusCode, edit.body).toBe(403);
    expect((await provincial.delete(`/api/alert_rules/${rules.national}`)).statusCode).toBe(403);
    const province = (await admin.get(`/api/alert_rules/${rules.province}`)).json();
    const wider = await departmental.put(`/api/alert_rules/${rules.province}`, { ...province, threshold: 9 });
    expect(wider.statusCode, wider.body).toBe(403);
    const after = (await admin.get(`/api/alert_rules/${rules.national}`)).json();
    expect(after).toMatchObject({ threshold: before.threshold, deleted_at: null });
    expect((await admin.get(`/api/alert_rules/${rules.province}`)).json().threshold).toBe(province.threshold);
  });

  it('the rules of their own area stay theirs to edit', async () => {
    const own = (await provincial.get(`/api/alert_rules/${rules.province}`)).json();
    const edit = await provincial.put(`/api/alert_rules/${rules.province}`, { ...own, threshold: 2 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().threshold).toBe(2);
  });

  it('a rule sent with a department and no province lies in that province: listed and editable there', async () => {
    const stored = (await admin.get(`/api/alert_rules/${rules.departmentOnly}`)).json();
    expect(stored).toMatchObject({ province_id: places.province, department_id: places.department });
    expect(await listed(provincial)).toContain(rules.departmentOnly);
    const edit = await provincial.put(`/api/alert_rules/${rules.departmentOnly}`, {
      ...stored,
      threshold: 3,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ threshold: 3, province_id: places.province });
  });

  it('a province sent against its department is refused in words naming the province (422)', async () => {
    const stored = (await admin.get(`/api/alert_rules/${rules.departmentOnly}`)).json();
    const res = await admin.put(`/api/alert_rules/${rules.departmentOnly}`, {
      ...stored,
      province_id: places.other,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.department_id).toEqual(['Does not belong to the choice made in: Province']);
    expect((await admin.get(`/api/alert_rules/${rules.departmentOnly}`)).json().province_id).toBe(
      places.province,
    );
  });

  it('a department moved to another province takes its rules along', async () => {
    await t.db.orm.execute(
      sql`UPDATE departments SET province_id = ${places.other} WHERE id = ${places.department}`,
    );
    try {
      const [row] = await queryRows<{ province_id: number }>(
        t.db.orm,
        sql`SELECT province_id FROM alert_rules WHERE id = ${rules.departmentOnly}`,
      );
      expect(row?.province_id).toBe(places.other);
    } finally {
      await t.db.orm.execute(
        sql`UPDATE departments SET province_id = ${places.province} WHERE id = ${places.department}`,
      );
    }
  });
});
