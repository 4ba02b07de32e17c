/**
 * The planner's estimate a list announces as "about" is kept a minute per table and selection: each
 * filter value keeps its own, and a kept one gives way to the database's new figure once the minute is over.
 */
import { eq, sql } from 'drizzle-orm';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESTIMATE_KEPT_MS, plannerEstimate } from '../../server/crud/planner-estimate';
import { SCRATCH_SCHEMA } from '../support/restorable';
import { borrowDemoDatabase, type TestDatabase } from '../support/test-db';

const animals = pgSchema(SCRATCH_SCHEMA).table('estimate_animals', {
  id: integer('id').notNull(),
  kind: text('kind').notNull(),
});

let db: TestDatabase;

const add = (count: number, kind: string) =>
  db.orm.execute(sql`INSERT INTO ${animals} SELECT n, ${kind} FROM generate_series(1, ${count}) AS n`);

beforeAll(async () => {
  db = await borrowDemoDatabase();
  await db.orm.execute(sql.raw(`CREATE SCHEMA ${SCRATCH_SCHEMA}`));
  await db.orm.execute(sql`CREATE TABLE ${animals} (id integer NOT NULL, kind text NOT NULL)`);
  await add(3000, 'goat');
  await add(30, 'camel');
  await db.orm.execute(sql`ANALYZE ${animals}`);
}, 120_000);

afterAll(() => db.close());
afterEach(() => vi.useRealTimers());

describe('planner estimate', () => {
  it('keeps each selection apart and renews a kept one after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const goats = await plannerEstimate(db.orm, animals, eq(animals.kind, 'goat'));
    const camels = await plannerEstimate(db.orm, animals, eq(animals.kind, 'camel'));
    expect(goats).toBeGreaterThan(2500);
    expect(camels).toBeLessThan(100);

    await add(9000, 'goat');
    await db.orm.execute(sql`ANALYZE ${animals}`);
    expect(await plannerEstimate(db.orm, animals, eq(animals.kind, 'goat'))).toBe(goats);

    vi.setSystemTime(Date.now() + ESTIMATE_KEPT_MS + 1);
    expect(await plannerEstimate(db.orm, animals, eq(animals.kind, 'goat'))).toBeGreaterThan(10_000);
  });
});
