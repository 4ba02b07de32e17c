/**
 * The import's look-ups by text (server/db/without-bitmap-scans.ts): `lower(ref) IN (…)` must be served by
 * the unique B-tree, not by the trigram index the planner prefers, and the setting must not outlive the
 * look-up, inside the import's transaction or outside it.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';
import { seedDemoRegistrations } from '../../server/db/seed/registrations';
import { withoutBitmapScans } from '../../server/db/without-bitmap-scans';
import { TEST_NOW } from '../support/templates';
import { borrowDemoDatabase, type TestDatabase } from '../support/test-db';

let db: TestDatabase;
beforeAll(async () => {
  db = await borrowDemoDatabase();
  await seedDemoRegistrations(db.orm, { count: 5, now: TEST_NOW });
}, 120_000);
afterAll(() => db?.close());

const REFS = ['reg-0001', 'reg-0002', 'reg-0003'];

/** The plan of the import's look-up by ref, with sequential scans off so that the demo's few rows use an index. */
async function planOf(orm: Orm) {
  await orm.execute(sql`SET LOCAL enable_seqscan = off`);
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    orm,
    sql`EXPLAIN SELECT id FROM registrations WHERE lower(ref) IN (${sql.join(
      REFS.map((ref) => sql`${ref}`),
      sql`, `,
    )}) AND ref IS NOT NULL`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const setting = async (orm: Orm) =>
  (await queryRows<{ on: string }>(orm, sql`SELECT current_setting('enable_bitmapscan') AS on`))[0]?.on;

describe('look-ups without bitmap scans', () => {
  // PostgreSQL 15 answers it from the trigram index when left alone (PGlite's build prefers the B-tree).
  it('answers lower(ref) IN (…) from the unique B-tree, never from the trigram index', async () => {
    await db.orm
      .transaction(async (tx) => {
        const plan = await withoutBitmapScans(tx, planOf);
        expect(plan).toMatch(/^Index Scan using registrations_ref_unique/);
        expect(plan).not.toContain('trigram');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });

  it('inside a transaction, bitmap scans are back on after the look-up, and its writes go on', async () => {
    const refs = await db.orm.transaction(async (tx) => {
      const found = await withoutBitmapScans(tx, (inner) =>
        queryRows<{ ref: string }>(inner, sql`SELECT ref FROM registrations ORDER BY id LIMIT 2`),
      );
      expect(await setting(tx)).toBe('on');
      await tx.execute(
        sql`UPDATE registrations SET review_comment = 'looked up' WHERE ref = ${found[0]?.ref}`,
      );
      return found.map((row) => row.ref);
    });
    expect(refs).toHaveLength(2);
    const [row] = await queryRows<{ review_comment: string }>(
      db.orm,
      sql`SELECT review_comment FROM registrations WHERE ref = ${refs[0]}`,
    );
    expect(row?.review_comment).toBe('looked up');
  });

  it('inside a transaction, a write sent on the same connection during the look-up is kept', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [first] = await queryRows<{ id: number }>(
      db.orm,
      sql`SELECT id FROM registrations ORDER BY id LIMIT 1`,
    );
    await db.orm.transaction(async (tx) => {
      const lookup = withoutBitmapScans(tx, async (inner) => {
        const rows = await queryRows<{ id: number }>(inner, sql`SELECT id FROM registrations LIMIT 1`);
        await gate;
        return rows;
      });
      await tx.execute(
        sql`UPDATE registrations SET review_comment = 'written meanwhile' WHERE id = ${first?.id}`,
      );
      release();
      await lookup;
    });
    const [row] = await queryRows<{ review_comment: string }>(
      db.orm,
      sql`SELECT review_comment FROM registrations WHERE id = ${first?.id}`,
    );
    expect(row?.review_comment).toBe('written meanwhile');
  });

  it('a failed look-up fails, and leaves the setting as it was', async () => {
    await expect(
      withoutBitmapScans(db.orm, (tx) => tx.execute(sql`SELECT no_such_column FROM registrations`)),
    ).rejects.toThrow(/no_such_column/);
    expect(await setting(db.orm)).toBe('on');
  });
});
