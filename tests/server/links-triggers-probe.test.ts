/**
 * The triggers of a statement on registration_diseases (dashboard rollups, alerts' weekly counts;
 * drizzle/0052) read the links' registrations and their other links by index, never by a scan of either
 * table: an import adds far more registrations in its transaction than the tables' statistics count, and
 * a scan (a hash of the whole table) per batch made each batch of a 100,000-row import slower than the
 * one before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';
import { openTestDatabase, type TestDatabase } from '../support/test-db';

const ADDED = 300;

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase('demo');
}, 60_000);

afterAll(() => db.close());

const scansOf = async (orm: Orm) =>
  new Map(
    (
      await queryRows<{ relname: string; seq_scan: number }>(
        orm,
        sql`SELECT relname, seq_scan::int FROM pg_stat_xact_user_tables
            WHERE relname IN ('registrations', 'registration_diseases')`,
      )
    ).map((row) => [row.relname, row.seq_scan]),
  );

const total = async (orm: Orm, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(orm, query))[0]?.n ?? 0;

const diseaseCount = (orm: Orm, diseaseId: number) =>
  Promise.all([
    total(
      orm,
      sql`SELECT coalesce(sum(registrations), 0)::int AS n FROM dashboard_disease_months WHERE disease_id = ${diseaseId}`,
    ),
    total(
      orm,
      sql`SELECT coalesce(sum(registrations), 0)::int AS n FROM alert_week_counts WHERE level = 1 AND disease_id = ${diseaseId}`,
    ),
  ]);

describe('a links statement of many new registrations', () => {
  it('reads registrations and links by index, and counts the new links', async () => {
    await db.orm.transaction(async (tx) => {
      const [disease] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM diseases ORDER BY id LIMIT 1`);
      const diseaseId = disease?.id ?? 0;
      const added = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO registrations (ref, specie_id, village_id, lat, lng)
            SELECT 'PROBE-' || g, s.id, v.id, 13.5, 15.5
            FROM generate_series(1, ${ADDED}) AS g, (SELECT min(id) AS id FROM species) s,
              (SELECT min(id) AS id FROM villages) v
            RETURNING id`,
      );
      expect(added).toHaveLength(ADDED);
      const countsBefore = await diseaseCount(tx, diseaseId);
      const scansBefore = await scansOf(tx);
      await tx.execute(
        sql`INSERT INTO registration_diseases (registration_id, disease_id)
            SELECT id, ${diseaseId} FROM unnest(${`{${added.map((a) => a.id).join(',')}}`}::int[]) AS id`,
      );
      const scansAfter = await scansOf(tx);
      for (const table of ['registrations', 'registration_diseases'])
        expect(scansAfter.get(table), table).toBe(scansBefore.get(table));
      const [months, alerts] = await diseaseCount(tx, diseaseId);
      expect(months - countsBefore[0]).toBe(ADDED);
      expect(alerts - countsBefore[1]).toBe(ADDED);
    });
  });
});
