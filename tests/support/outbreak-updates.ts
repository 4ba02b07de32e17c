import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';

/**
 * Logs the id of every outbreak an UPDATE touches, so a test can tell an outbreak written once (opened in
 * its final state) from one opened and then refreshed.
 */
export async function logOutbreakUpdates(db: Pick<Database, 'executeSql'>) {
  await db.executeSql('CREATE TABLE outbreak_updates (outbreak_id int)');
  await db.executeSql(`CREATE FUNCTION log_outbreak_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO outbreak_updates VALUES (NEW.id); RETURN NEW; END $$`);
  await db.executeSql(`CREATE TRIGGER outbreak_updates AFTER UPDATE ON outbreaks
    FOR EACH ROW EXECUTE FUNCTION log_outbreak_update()`);
}

/** The ids of the outbreaks updated since the log was started or last read (sorted); reading empties it. */
export async function outbreaksUpdated(db: Pick<Database, 'orm'>) {
  const rows = await queryRows<{ outbreak_id: number }>(
    db.orm,
    sql`DELETE FROM outbreak_updates RETURNING outbreak_id`,
  );
  return rows.map((r) => r.outbreak_id).sort((a, b) => a - b);
}
