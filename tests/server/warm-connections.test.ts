import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/test-db';

/**
 * The server's warm connections (server/db/connect.ts): opened with the database, each having planned over
 * every table (its catalogue caches loaded), and used by the pool before any new one. PostgreSQL only:
 * PGlite is one connection, inside the process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('warm connections', () => {
  it('are open and warmed once the database is, and serve the first queries', async () => {
    const db = await openTestDatabase('migrated', { warmConnections: 3 });
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const others = async () =>
      (
        await admin.query<{ state: string; query: string }>(
          `SELECT state, query FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() ORDER BY pid`,
        )
      ).rows;
    try {
      const opened = await others();
      expect(opened).toHaveLength(3);
      for (const connection of opened) {
        expect(connection.state).toBe('idle');
        expect(connection.query).toContain('EXPLAIN SELECT * FROM %s WHERE false');
      }
      await Promise.all([db.orm.execute(sql`SELECT 1`), db.orm.execute(sql`SELECT 2`)]);
      expect(await others()).toHaveLength(3);
    } finally {
      await admin.end();
      await db.close();
    }
  });
});
