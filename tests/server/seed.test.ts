import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { verifyPassword } from '../../server/auth/password';
import type { Database } from '../../server/db/connect';
import { queryRow, queryRows } from '../../server/db/query';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { PROVINCES } from '../../server/db/seed/data/provinces';
import { generateRegistrations } from '../../server/db/seed/generate-registrations';
import { bulkRef } from '../../server/db/seed/refs';
import { openTestDatabase } from '../support/test-db';

const NOW = new Date('2026-03-15T12:00:00Z');
const CHAD = { south: 7.44, north: 23.45, west: 13.47, east: 24.0 };
const SLOW = 600_000;

const DEMO_REGISTRATIONS = 2000;

let db: Database;
const rows = <T>(query: SQL) => queryRows<T>(db.orm, query);
const count = async (query: SQL) =>
  (await queryRow<{ n: number }>(db.orm, sql`SELECT count(*)::int AS n FROM ${query}`)).n;

beforeAll(async () => {
  db = await openTestDatabase();
  const started = performance.now();
  // A third of the shipped demo's registrations (`DEFAULT_DEMO_REGISTRATIONS`), drawn by the same generator:
  // enough for every property below, seasons included, at a third of the seed's time.
  expect(await seedDemo(db.orm, { now: NOW, registrations: DEMO_REGISTRATIONS })).toEqual({ seeded: true });
  console.log(
    `seedDemo, ${DEMO_REGISTRATIONS} registrations, ${db.kind}: ${Math.round(performance.now() - started)} ms`,
  );
}, SLOW);

afterAll(() => db?.close());

describe('demo reference data', () => {
  it('has the locations of Chad, every village with coordinates inside the country near its province', async () => {
    expect(await count(sql`provinces`)).toBe(23);
    expect(await count(sql`departments`)).toBeGreaterThanOrEqual(60);
    expect(await count(sql`municipalities`)).toBeGreaterThanOrEqual(200);
    const villages = await rows<{ lat: number; lng: number; reference: string }>(sql`
      SELECT v.lat, v.lng, p.reference FROM villages v JOIN municipalities m ON m.id = v.municipality_id
      JOIN departments d ON d.id = m.department_id JOIN provinces p ON p.id = d.province_id`);
    expect(villages.length).toBeGreaterThanOrEqual(1000);
    for (const v of villages) {
      expect(v.lat).toBeGreaterThanOrEqual(CHAD.south);
      expect(v.lat).toBeLessThanOrEqual(CHAD.north);
      expect(v.lng).toBeGreaterThanOrEqual(CHAD.west);
      expect(v.lng).toBeLessThanOrEqual(CHAD.east);
      const province = PROVINCES.find((p) => p.reference === v.reference)!;
      expect(Math.hypot(v.lat - province.lat, v.lng - province.lng)).toBeLessThan(4);
    }
    expect(await count(sql`provinces WHERE reference !~ '^TD-[A-Z]{2}$' OR code IS NULL`)).toBe(0);
  });

  it('has species with their breeds and the diseases of the field', async () => {
    const breeds = await rows<{ species: string; breed: string }>(
      sql`SELECT s.name AS species, b.name AS breed FROM breeds b JOIN species s ON s.id = b.specie_id`,
    );
    expect(breeds).toContainEqual({ species: 'Bovins', breed: 'Zébu Arabe' });
    expect(breeds).toContainEqual({ species: 'Bovins', breed: 'Kouri' });
    expect(breeds).toContainEqual({ species: 'Caprins', breed: 'Chèvre du Sahel' });
    expect(new Set(breeds.map((b) => b.species))).toEqual(
      new Set(['Bovins', 'Caprins', 'Ovins', 'Camelins', 'Équins', 'Volailles']),
    );
    expect(await count(sql`diseases WHERE body IS NOT NULL`)).toBeGreaterThanOrEqual(10);
  });
});

describe('demo access', () => {
  it('has one permission per registry permission, and the roles hold what DESIGN §4 says', async () => {
    const all = [...new Set(resources.flatMap((r) => r.permissions))].sort();
    expect(
      (await rows<{ name: string }>(sql`SELECT name FROM permissions`)).map((p) => p.name).sort(),
    ).toEqual(all);
    const grants = await rows<{ role: string; permissions: string[] }>(sql`
      SELECT r.name AS role, coalesce(array_agg(p.name ORDER BY p.name) FILTER (WHERE p.name IS NOT NULL), '{}') AS permissions
      FROM roles r LEFT JOIN role_permissions rp ON rp.role_id = r.id LEFT JOIN permissions p ON p.id = rp.permission_id
      GROUP BY r.name`);
    const of = (role: string) => grants.find((g) => g.role === role)?.permissions;
    expect(of('Admin')).toEqual(all);
    expect(of('Editor')).toEqual(
      [
        'manage registration',
        'manage province',
        'manage department',
        'manage municipality',
        'manage village',
        'manage disease',
        'manage specie',
        'manage breed',
      ].sort(),
    );
    expect(of('RSE')).toEqual([
      'acknowledge alert',
      'manage alert',
      'manage registration',
      'validate registration',
    ]);
    expect(of('Décideur')).toEqual([]);
    expect(of('Agent')).toEqual([]);
  });

  it('has the six demo accounts with their roles, areas and the password demo1234', async () => {
    const accounts = await rows<{
      email: string;
      username: string;
      status: string;
      roles: string[];
      password: string;
    }>(sql`
      SELECT u.email, u.username, u.status, u.password, array_agg(r.name ORDER BY r.name) AS roles
      FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
      GROUP BY u.id`);
    expect(accounts).toHaveLength(6);
    for (const demo of DEMO_ACCOUNTS) {
      const account = accounts.find((a) => a.email === demo.email)!;
      expect(account).toMatchObject({
        username: demo.username,
        status: 'active',
        roles: [...demo.roles].sort(),
      });
    }
    expect(accounts.find((a) => a.email === 'rse@example.com')!.roles).toEqual(['Décideur', 'RSE']);
    const areas = await rows<{ email: string; province: string }>(sql`
      SELECT u.email, p.reference AS province FROM user_provinces up
      JOIN users u ON u.id = up.user_id JOIN provinces p ON p.id = up.province_id`);
    expect(areas).toEqual([{ email: 'rse-province@example.com', province: 'TD-HL' }]);
    expect(await verifyPassword('demo1234', accounts[0]?.password)).toBe(true);
  });
});

describe('demo registrations', () => {
  it('are consistent: breed of the species, diseases, animals, statuses, unique refs, near their village', async () => {
    expect(await count(sql`registrations`)).toBe(DEMO_REGISTRATIONS);
    await expectConsistentRegistrations();
    expect(await count(sql`registrations WHERE ref !~ '^REG-[0-9]{6}-[0-9]{5}$'`)).toBe(0);
    expect(await count(sql`registrations WHERE breed_id IS NULL`)).toBeGreaterThan(0);
    const window = sql`created_at <= ${NOW.toISOString()}::timestamptz AND created_at >= ${NOW.toISOString()}::timestamptz - interval '3 years'`;
    expect(await count(sql`registrations WHERE NOT (${window}) OR created_at <> updated_at`)).toBe(0);
    const authors = await rows<{ username: string }>(
      sql`SELECT DISTINCT u.username FROM registrations r JOIN users u ON u.id = r.user_id ORDER BY 1`,
    );
    expect(authors.map((a) => a.username)).toEqual(['agent', 'rse']);
  });

  it('follow the seasons: more in the rainy season, each disease with its own peak', async () => {
    const byMonth = await rows<{ disease: string; month: number; n: number }>(sql`
      SELECT d.name AS disease, extract(month FROM r.created_at)::int AS month, count(*)::int AS n
      FROM registrations r JOIN registration_diseases rd ON rd.registration_id = r.id
      JOIN diseases d ON d.id = rd.disease_id GROUP BY 1, 2`);
    const sum = (months: number[], disease?: string) =>
      byMonth
        .filter((r) => months.includes(r.month) && (!disease || r.disease.startsWith(disease)))
        .reduce((total, r) => total + r.n, 0);
    expect(sum([7, 8, 9, 10])).toBeGreaterThan(sum([3, 4, 5, 6]) * 1.3);
    expect(sum([11, 12, 1, 2], 'Peste des petits')).toBeGreaterThan(
      sum([3, 4, 5, 6], 'Peste des petits') * 1.5,
    );
    expect(sum([8, 9], 'Dermatose')).toBeGreaterThan(sum([1, 2], 'Dermatose') * 3);
  });

  it(
    'does not seed twice, nor over real data, and draws the same demo on every run',
    async () => {
      expect(await seedDemo(db.orm, { now: NOW })).toEqual({ seeded: false });
      expect(await count(sql`registrations`)).toBe(DEMO_REGISTRATIONS);
      expect(await count(sql`users`)).toBe(6);

      const other = await openTestDatabase();
      try {
        await other.orm.execute(sql`INSERT INTO provinces (name) VALUES ('Real data')`);
        expect(await seedDemo(other.orm, { now: NOW })).toEqual({ seeded: false });
        await other.orm.execute(sql`DELETE FROM provinces`);
        expect(await seedDemo(other.orm, { now: NOW, registrations: 300 })).toEqual({ seeded: true });
        const sample = sql`SELECT to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS') || ' ' || lat || ' ' || lng AS key FROM registrations`;
        const mine = new Set((await rows<{ key: string }>(sample)).map((r) => r.key));
        const theirs = await queryRows<{ key: string }>(other.orm, sample);
        expect(theirs).toHaveLength(300);
        expect(theirs.filter((r) => !mine.has(r.key))).toEqual([]);
      } finally {
        await other.close();
      }
    },
    SLOW,
  );
});

describe('generateRegistrations', () => {
  it(
    'appends exactly the rows asked for, with their diseases and the same rules',
    async () => {
      const before = await count(sql`registrations`);
      const links = await count(sql`registration_diseases`);
      const progress: number[] = [];
      const started = performance.now();
      // Three batches, the last one short: a few hundred rows prove it (`npm run seed:registrations` times big loads).
      await generateRegistrations(db.orm, 400, (done) => progress.push(done), {
        now: NOW,
        batchSize: 150,
      });
      const ms = performance.now() - started;
      console.log(
        `generateRegistrations(400), ${db.kind}: ${Math.round(ms)} ms, ${Math.round(400 / (ms / 1000))} rows/s`,
      );

      expect(progress).toEqual([150, 300, 400]);
      expect(await count(sql`registrations`)).toBe(before + 400);
      expect(await count(sql`registration_diseases`)).toBeGreaterThanOrEqual(links + 400);
      expect(await count(sql`registrations WHERE ref ~ '^REG-[0-9]{6}-[A-Z][0-9A-Z]{4}$'`)).toBe(400);
      const sample = await rows<{ id: number; ref: string; at: string }>(sql`
        SELECT id, ref, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
        FROM registrations ORDER BY id DESC LIMIT 5`);
      for (const r of sample) expect(r.ref).toBe(bulkRef(new Date(r.at), r.id));
      await expectConsistentRegistrations();
    },
    SLOW,
  );

  it(
    'loads with the checks deferred: keys, indexes and triggers come back, ancestry and rollups are exact',
    async () => {
      const catalog = sql`(SELECT
          (SELECT count(*) FROM pg_constraint WHERE conrelid IN ('registrations'::regclass, 'registration_diseases'::regclass)) AS constraints,
          (SELECT count(*) FROM pg_index WHERE indrelid IN ('registrations'::regclass, 'registration_diseases'::regclass)) AS indexes,
          (SELECT count(*) FROM pg_trigger WHERE tgrelid IN ('registrations'::regclass, 'registration_diseases'::regclass)
            AND NOT tgisinternal AND tgenabled <> 'D') AS triggers) c`;
      const [before] = await rows(sql`SELECT * FROM ${catalog}`);
      const added = (await count(sql`registrations`)) + 1000;
      // As many rows as the table holds: the secondary indexes are dropped and built again.
      await generateRegistrations(db.orm, added, undefined, { now: NOW, deferChecks: true });
      expect(await rows(sql`SELECT * FROM ${catalog}`)).toEqual([before]);
      await expectConsistentRegistrations();
      const [totals] = await rows<{ rolled: number; live: number }>(sql`SELECT
        (SELECT sum(registrations)::int FROM dashboard_registration_months) AS rolled,
        (SELECT count(*)::int FROM registrations WHERE deleted_at IS NULL) AS live`);
      expect(totals?.rolled).toBe(totals?.live);
    },
    SLOW,
  );
});

async function expectConsistentRegistrations() {
  expect(
    await count(sql`registrations r JOIN breeds b ON b.id = r.breed_id WHERE b.specie_id <> r.specie_id`),
  ).toBe(0);
  expect(
    await count(
      sql`registrations r WHERE NOT EXISTS (SELECT 1 FROM registration_diseases rd WHERE rd.registration_id = r.id)`,
    ),
  ).toBe(0);
  expect(
    await count(sql`registrations WHERE male_number + female_number < 1 OR greatest(male_number, female_number) > 40
      OR least(male_number, female_number) < 0`),
  ).toBe(0);
  expect(
    await count(sql`registrations r JOIN villages v ON v.id = r.village_id JOIN municipalities m ON m.id = v.municipality_id
      JOIN departments d ON d.id = m.department_id
      WHERE (r.municipality_id, r.department_id, r.province_id) IS DISTINCT FROM (m.id, d.id, d.province_id)`),
  ).toBe(0);
  const statuses = await rows<{ status: string }>(sql`SELECT DISTINCT status FROM registrations ORDER BY 1`);
  expect(statuses.map((s) => s.status)).toEqual(['canceled', 'finished', 'waiting']);
  expect(await count(sql`(SELECT lower(ref) FROM registrations GROUP BY 1 HAVING count(*) > 1) dup`)).toBe(0);
  // Within about 3 km of the village: 0.03 degrees of latitude, a little more of longitude.
  expect(
    await count(sql`registrations r JOIN villages v ON v.id = r.village_id
      WHERE abs(r.lat - v.lat) > 0.03 OR abs(r.lng - v.lng) > 0.035`),
  ).toBe(0);
}
