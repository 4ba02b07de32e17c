import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutbreakGrouping } from '../../server/config';
import { queryRows } from '../../server/db/query';
import { groupRegistrations } from '../../server/outbreaks/grouping';
import { GROUP_PAST_CASES, groupPastCases } from '../../server/upgrade/group-past-cases';
import { dataUpgrades, runUpgrades } from '../../server/upgrade/run';
import { openDatabaseAt } from '../support/old-database';
import { logOutbreakUpdates, outbreaksUpdated } from '../support/outbreak-updates';
import type { TestDatabase } from '../support/test-db';
import { openTestDatabase } from '../support/test-db';

/**
 * A registry filled before outbreaks existed (migration 0023, the last without them) has confirmed and
 * suspected cases and no outbreak. At the first start of this version the upgrade step groups them as
 * the live grouping would have grouped them on arrival, resolves the old outbreaks, and records what it
 * did in the audit trail; once done, it never runs again, and forced again it changes nothing.
 */
const RULES: OutbreakGrouping = { windowDays: 21, distanceKm: 10 };
const NOW = new Date('2026-06-30T12:00:00Z');

type Query = (text: string, values?: unknown[]) => Promise<unknown>;

/** The case reports, in the order they arrived: [village, diseases, onset, classification, status, trashed]. */
const REPORTS: [string, string[], string, string, string, boolean][] = [
  ['A1', ['X'], '2026-01-05', 'confirmed_laboratory', 'finished', false], // 1 opens O1
  ['A1', ['X'], '2026-01-20', 'suspected', 'waiting', false], // 2 joins O1 (15 days)
  ['B1', ['X'], '2026-01-25', 'confirmed_clinical', 'finished', false], // 3 joins O1: 5 km away, other municipality
  ['A1', ['X'], '2026-03-10', 'confirmed_laboratory', 'finished', false], // 4 opens O2: 44 days after
  ['C1', ['X'], '2026-01-10', 'confirmed_clinical', 'finished', false], // 5 opens O3: 110 km away
  ['A1', ['X', 'Y'], '2026-06-20', 'confirmed_laboratory', 'finished', false], // 6 opens O4 (X) and O5 (Y)
  ['A1', ['X'], '2026-06-21', 'ruled_out', 'finished', false], // 7 counts in none
  ['A1', ['X'], '2026-06-22', 'suspected', 'canceled', false], // 8 counts in none
  ['A1', ['X'], '2026-06-23', 'suspected', 'waiting', true], // 9 counts in none (trashed)
];

/** The same places and reports, with the SQL every schema since 0023 accepts. */
async function fill(query: Query, reports = REPORTS) {
  await query(`INSERT INTO provinces (id, name) VALUES (1, 'Nord')`);
  await query(`INSERT INTO departments (id, name, province_id) VALUES (1, 'Dép', 1)`);
  await query(
    `INSERT INTO municipalities (id, name, department_id) VALUES (1, 'A', 1), (2, 'B', 1), (3, 'C', 1)`,
  );
  await query(
    `INSERT INTO villages (id, name, municipality_id, lat, lng)
     VALUES (1, 'A1', 1, 14, -1), (2, 'B1', 2, 14.045, -1), (3, 'C1', 3, 15, -1)`,
  );
  await query(`INSERT INTO species (id, name) VALUES (1, 'Bovins')`);
  await query(`INSERT INTO diseases (id, name) VALUES (1, 'X'), (2, 'Y')`);
  const villages: Record<string, [number, number, number]> = {
    A1: [1, 14, -1],
    B1: [2, 14.045, -1],
    C1: [3, 15, -1],
  };
  for (const [i, [village, diseases, onset, classification, status, trashed]] of reports.entries()) {
    const [villageId, lat, lng] = villages[village] ?? [0, 0, 0];
    await query(
      `INSERT INTO registrations (id, ref, specie_id, village_id, lat, lng, male_number, female_number, status,
                                  classification, onset_date, report_date, created_at, deleted_at)
       VALUES ($1, $2, 1, $3, $4, $5, 2, 3, $6, $7, $8::date, $8::date + 1, $8::date + 1, $9)`,
      [i + 1, `R-${i + 1}`, villageId, lat, lng, status, classification, onset, trashed ? NOW : null],
    );
    for (const d of diseases) {
      await query(`INSERT INTO registration_diseases (registration_id, disease_id) VALUES ($1, $2)`, [
        i + 1,
        d === 'X' ? 1 : 2,
      ]);
    }
  }
}

interface Grouped {
  disease_id: number;
  registrations: number[];
  status: string;
  started_at: string;
  last_case_at: string;
  ended_at: string | null;
  cases: number;
}

/** Every outbreak as the registrations it holds, in a stable order. */
const groupedIn = (db: TestDatabase) =>
  queryRows<Grouped>(
    db.orm,
    sql`SELECT o.disease_id, array_agg(l.registration_id ORDER BY l.registration_id) AS registrations, o.status,
               to_char(o.started_at, 'YYYY-MM-DD') AS started_at, to_char(o.last_case_at, 'YYYY-MM-DD') AS last_case_at,
               to_char(o.ended_at, 'YYYY-MM-DD') AS ended_at, o.cases
        FROM outbreaks o JOIN outbreak_registrations l ON l.outbreak_id = o.id
        GROUP BY o.id ORDER BY min(l.registration_id), o.disease_id`,
  );

const snapshot = async (db: TestDatabase) => ({
  outbreaks: await queryRows(db.orm, sql`SELECT * FROM outbreaks ORDER BY id`),
  members: await queryRows(
    db.orm,
    sql`SELECT * FROM outbreak_registrations ORDER BY registration_id, disease_id`,
  ),
  audit: await queryRows(db.orm, sql`SELECT id, action, record_id, changes FROM audit_log ORDER BY id`),
});

let upgraded: TestDatabase;
let live: TestDatabase;
let batch: TestDatabase;

beforeAll(async () => {
  const old = await openDatabaseAt('0023_list_filter_sort_indexes');
  await fill(old.query);
  upgraded = await old.upgrade();
  // The same reports at today's schema, each grouped on arrival by the live listener's call.
  live = await openTestDatabase();
  await fill(live.executeSql);
  for (let id = 1; id <= REPORTS.length; id++) {
    await live.orm.transaction((tx) => groupRegistrations(tx, RULES, [id]));
  }
  // The same reports again, arrived together (one batch of an import), every UPDATE of an outbreak logged.
  batch = await openTestDatabase();
  await fill(batch.executeSql);
  await logOutbreakUpdates(batch);
}, 180_000);

afterAll(async () => {
  await upgraded?.close();
  await live?.close();
  await batch?.close();
});

describe('grouping a batch of reports (an import)', () => {
  it('writes each outbreak it opens once, already summed: the same outbreaks as one report at a time', async () => {
    const ids = REPORTS.map((_, i) => i + 1);
    const changes = await batch.orm.transaction((tx) => groupRegistrations(tx, RULES, ids));
    expect(changes.map((c) => [c.kind, c.registrationIds])).toEqual([
      ['opened', [1, 2, 3]],
      ['opened', [4]],
      ['opened', [5]],
      ['opened', [6]],
      ['opened', [6]],
    ]);
    expect(await outbreaksUpdated(batch)).toEqual([]);
    const totals = (db: TestDatabase) =>
      queryRows(
        db.orm,
        sql`SELECT o.disease_id, o.ref ~ '^OB-2026-\d{4}$' AS ref_shaped, o.status, o.village_id,
                   o.municipality_id, round(o.lat::numeric, 6) AS lat, round(o.lng::numeric, 6) AS lng,
                   to_char(o.started_at, 'YYYY-MM-DD') AS started_at,
                   to_char(o.last_case_at, 'YYYY-MM-DD') AS last_case_at, o.confirmed_at IS NOT NULL AS confirmed, o.cases,
                   o.registrations_count
            FROM outbreaks o ORDER BY o.id`,
      );
    const batchTotals = await totals(batch);
    expect(batchTotals).toEqual(await totals(live));
    expect(batchTotals[0]).toMatchObject({
      status: 'ongoing',
      lat: '14.015000',
      started_at: '2026-01-05',
      last_case_at: '2026-01-25',
      cases: 15,
      registrations_count: 3,
    });
  });
});

describe('grouping the past cases of an upgraded database', () => {
  it('the old database has cases and no outbreak until the step runs once', async () => {
    expect(await groupedIn(upgraded)).toEqual([]);
    const ran = await runUpgrades(
      upgraded.orm,
      dataUpgrades(RULES, () => NOW),
    );
    expect(ran).toEqual([
      { name: GROUP_PAST_CASES, result: { registrations: 6, opened: 5, resolved: 3, joined: 0 } },
    ]);
    const [recorded] = await queryRows<{ name: string; result: unknown }>(
      upgraded.orm,
      sql`SELECT name, result FROM upgrade_steps`,
    );
    expect(recorded).toEqual({ name: GROUP_PAST_CASES, result: ran[0]?.result });
  });

  it('groups them as live grouping did on arrival (distance rule, window, two diseases, cases that do not count)', async () => {
    const upgradedGroups = await groupedIn(upgraded);
    expect(upgradedGroups.map(({ disease_id, registrations }) => ({ disease_id, registrations }))).toEqual([
      { disease_id: 1, registrations: [1, 2, 3] },
      { disease_id: 1, registrations: [4] },
      { disease_id: 1, registrations: [5] },
      { disease_id: 1, registrations: [6] },
      { disease_id: 2, registrations: [6] },
    ]);
    const liveGroups = await groupedIn(live);
    const withoutEnd = (groups: Grouped[]) => groups.map(({ status, ended_at, ...g }) => g);
    expect(withoutEnd(upgradedGroups)).toEqual(withoutEnd(liveGroups));
    expect(upgradedGroups[0]).toMatchObject({
      started_at: '2026-01-05',
      last_case_at: '2026-01-25',
      cases: 15,
    });
  });

  it('resolves a window after their last case the outbreaks it opened that ended before the window; the recent stay ongoing', async () => {
    const groups = await groupedIn(upgraded);
    expect(groups.map((g) => [g.status, g.ended_at])).toEqual([
      ['resolved', '2026-02-15'],
      ['resolved', '2026-03-31'],
      ['resolved', '2026-01-31'],
      ['ongoing', null],
      ['ongoing', null],
    ]);
  });

  it('records each outbreak it opened in the audit trail, with the registrations it received', async () => {
    const rows = await queryRows<{
      actor: string;
      user_id: number | null;
      resource: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>(
      upgraded.orm,
      sql`SELECT a.actor, a.user_id, a.resource, a.changes FROM audit_log a
          JOIN outbreaks o ON o.id = a.record_id WHERE a.action = 'upgrade' ORDER BY o.started_at, o.disease_id`,
    );
    expect(rows).toHaveLength(5);
    expect(
      rows.every((r) => r.actor === GROUP_PAST_CASES && r.user_id === null && r.resource === 'outbreaks'),
    ).toBe(true);
    expect(rows[0]?.changes).toMatchObject({
      status: { before: null, after: 'resolved' },
      started_at: { before: null, after: '2026-01-05' },
      ended_at: { before: null, after: '2026-02-15' },
      registrations_count: { before: null, after: 3 },
      registrations_added: { before: null, after: [1, 2, 3] },
    });
  });

  it('never runs twice, and forced again changes nothing', async () => {
    const before = await snapshot(upgraded);
    expect(
      await runUpgrades(
        upgraded.orm,
        dataUpgrades(RULES, () => NOW),
      ),
    ).toEqual([]);
    const forced = await upgraded.orm.transaction((tx) => groupPastCases(tx, RULES, NOW));
    expect(forced).toEqual({ registrations: 0, opened: 0, resolved: 0, joined: 0 });
    expect(await snapshot(upgraded)).toEqual(before);
  });

  it('a case that grouping missed later joins its ongoing outbreak, with the before and after in the trail', async () => {
    const [o4] = await queryRows<{ id: number }>(
      upgraded.orm,
      sql`SELECT outbreak_id AS id FROM outbreak_registrations WHERE registration_id = 6 AND disease_id = 1`,
    );
    await upgraded.executeSql(
      `INSERT INTO registrations (id, ref, specie_id, village_id, lat, lng, male_number, female_number, classification, onset_date, report_date)
       VALUES (10, 'R-10', 1, 1, 14, -1, 1, 0, 'suspected', '2026-06-25', '2026-06-26')`,
      [],
    );
    await upgraded.executeSql(
      'INSERT INTO registration_diseases (registration_id, disease_id) VALUES (10, 1)',
      [],
    );
    const result = await upgraded.orm.transaction((tx) => groupPastCases(tx, RULES, NOW));
    expect(result).toEqual({ registrations: 1, opened: 0, resolved: 0, joined: 1 });
    const [entry] = await queryRows<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      upgraded.orm,
      sql`SELECT changes FROM audit_log WHERE action = 'upgrade' AND record_id = ${o4?.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(entry?.changes).toEqual({
      last_case_at: { before: '2026-06-20', after: '2026-06-25' },
      cases: { before: 5, after: 6 },
      registrations_count: { before: 1, after: 2 },
      registrations_added: { before: null, after: [10] },
    });
  });

  it('gives outbreaks past 9,999 their whole reference (a registry has more)', async () => {
    await upgraded.executeSql("SELECT setval(pg_get_serial_sequence('outbreaks', 'id'), 12344)", []);
    await upgraded.executeSql(
      `INSERT INTO registrations (id, ref, specie_id, village_id, lat, lng, classification, onset_date, report_date)
       VALUES (11, 'R-11', 1, 3, 15, -1, 'suspected', '2026-06-26', '2026-06-26')`,
      [],
    );
    await upgraded.executeSql(
      'INSERT INTO registration_diseases (registration_id, disease_id) VALUES (11, 2)',
      [],
    );
    await upgraded.orm.transaction((tx) => groupPastCases(tx, RULES, NOW));
    const [opened] = await queryRows<{ id: number; ref: string }>(
      upgraded.orm,
      sql`SELECT o.id, o.ref FROM outbreaks o JOIN outbreak_registrations l ON l.outbreak_id = o.id
          WHERE l.registration_id = 11`,
    );
    expect(opened).toEqual({ id: 12345, ref: 'OB-2026-12345' });
  });
});
