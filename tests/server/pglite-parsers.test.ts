import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRow } from '../../server/db/query';
import { borrowDemoDatabase } from '../support/test-db';

/**
 * PGlite's parsers table loses the arrays of row types (server/db/connect.ts): every drizzle query copies
 * that table, and those entries made each copy several times dearer. Arrays of the built-in types still come
 * parsed.
 */
const db = await borrowDemoDatabase();
afterAll(() => db.close());

describe.runIf(db.kind === 'pglite')("the embedded database's result parsers", () => {
  it('parse arrays of built-in types as before', async () => {
    const row = await queryRow<Record<string, unknown>>(
      db.orm,
      sql`SELECT ARRAY[1, 2]::int[] AS ids, ARRAY['a', 'b']::text[] AS names, ARRAY[true]::bool[] AS flags`,
    );
    expect(row).toEqual({ ids: [1, 2], names: ['a', 'b'], flags: [true] });
  });

  it('hold none for arrays of row types', async () => {
    const client = (db.orm as unknown as { $client: PGlite }).$client;
    const { typarray } = await queryRow<{ typarray: number }>(
      db.orm,
      sql`SELECT typarray FROM pg_type WHERE typname = 'registrations'`,
    );
    expect(client.parsers[typarray]).toBeUndefined();
    expect(Object.keys(client.parsers).length).toBeLessThan(150);
  });
});
