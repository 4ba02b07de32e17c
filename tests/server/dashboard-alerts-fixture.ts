import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/query';
import { signInOfficer } from '../support/officer';
import type { TestApp, TestClient } from '../support/test-app';

/**
 * Open alerts as the dashboard reads them (open-alerts card, the map's alert layer): in one municipality
 * seven open alerts of every species and one acknowledged, one open alert for its whole province, two open
 * ones for another province (one species each), one for the whole country; a provincial officer of that other province and a
 * departmental officer of the municipality's department.
 */
export interface DashboardAlertsWorld {
  chain: { province: number; department: number; municipality: number };
  otherProvince: number;
  species: [number, number];
  disease: number;
  provincial: TestClient;
  departmental: TestClient;
}

interface Raised {
  status?: string;
  specie: number | null;
  level: string;
  /** null: a count over the whole country. */
  province: number | null;
  department?: number | null;
  municipality?: number | null;
  week: string;
  hoursAgo: number;
}

/** An alert as the worker raises it (server/alerts/raise.ts), `hoursAgo` old. */
function raise(t: TestApp, disease: number, fields: Raised) {
  const { status = 'open', specie, level, province, department = null, municipality = null } = fields;
  const areaId = municipality ?? department ?? province;
  const areaKey = areaId === null ? 'national' : `${level}:${areaId}`;
  return t.db.orm.execute(sql`
    INSERT INTO alerts (status, disease_id, specie_id, level, province_id, department_id, municipality_id, week,
      cases, area_key, created_at)
    VALUES (${status}, ${disease}, ${specie}, ${level}, ${province}, ${department}, ${municipality},
      ${fields.week}, 3, ${areaKey}, now() - make_interval(hours => ${fields.hoursAgo}))`);
}

/** Raises the alerts above; `prefix` keeps the officers' e-mails apart between test files. */
export async function seedDashboardAlerts(t: TestApp, prefix: string): Promise<DashboardAlertsWorld> {
  const [chain] = await queryRows<DashboardAlertsWorld['chain']>(
    t.db.orm,
    sql`SELECT d.province_id AS province, d.id AS department, m.id AS municipality
        FROM municipalities m JOIN departments d ON d.id = m.department_id ORDER BY m.id LIMIT 1`,
  );
  const [other] = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT id FROM provinces WHERE id <> ${chain!.province} ORDER BY id LIMIT 1`,
  );
  const [s1, s2] = await queryRows<{ id: number }>(t.db.orm, sql`SELECT id FROM species ORDER BY id LIMIT 2`);
  const [d] = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT id FROM diseases WHERE notifiable LIMIT 1`,
  );
  const disease = d!.id;
  const otherProvince = other!.id;
  const species: [number, number] = [s1!.id, s2!.id];
  const inMunicipality = { level: 'municipalities', ...chain! };
  for (let i = 0; i < 7; i++)
    await raise(t, disease, { ...inMunicipality, specie: null, week: `2026-W${10 + i}`, hoursAgo: 20 - i });
  await raise(t, disease, {
    level: 'provinces',
    province: chain!.province,
    specie: species[0],
    week: '2026-W30',
    hoursAgo: 1,
  });
  await raise(t, disease, {
    ...inMunicipality,
    status: 'acknowledged',
    specie: null,
    week: '2026-W31',
    hoursAgo: 0,
  });
  await raise(t, disease, {
    level: 'provinces',
    province: otherProvince,
    specie: species[1],
    week: '2026-W30',
    hoursAgo: 2,
  });
  await raise(t, disease, {
    level: 'provinces',
    province: otherProvince,
    specie: species[0],
    week: '2026-W32',
    hoursAgo: 3,
  });
  await raise(t, disease, {
    level: 'provinces',
    province: null,
    specie: null,
    week: '2026-W40',
    hoursAgo: 5,
  });
  const provincial = await signInOfficer(t, `${prefix}.province@example.td`, {
    province_ids: [otherProvince],
  });
  const departmental = await signInOfficer(t, `${prefix}.department@example.td`, {
    department_ids: [chain!.department],
  });
  return { chain: chain!, otherProvince, species, disease, provincial, departmental };
}
