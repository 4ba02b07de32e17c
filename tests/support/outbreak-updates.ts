import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';
import { SCRATCH_SCHEMA } from './restorable';

const LOG = `${SCRATCH_SCHEMA}.outbreak_updates`;

/**
 * Logs the id of every outbreak an UPDATE touches, so a test can tell an outbreak written once (opened in
 * its final state) from one opened and then refreshed. The log, its function and so its trigger go with the
 * scratch schema when the database is put back.
 */
export async function logOutbreakUpdates(db: Pick<Database, 'executeSql'>) {
  await db.executeSql(`CREATE SCHEMA IF NOT EXISTS ${SCRATCH_SCHEMA}`);
  await db.executeSql(`CREATE TABLE ${LOG} (outbreak_id int)`);
  await db.executeSql(`CREATE FUNCTION ${SCRATCH_SCHEMA}.log_outbreak_update() RETURNS trigger
    LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${LOG} VALUES (NEW.id); RETURN NEW; END $$`);
  await db.executeSql(`CREATE TRIGGER outbreak_updates AFTER UPDATE ON outbreaks
    FOR EACH ROW EXECUTE FUNCTION ${SCRATCH_SCHEMA}.log_outbreak_update()`);
}

/** The ids of the outbreaks updated since the log was started or last read (sorted); reading empties it. */
export async function outbreaksUpdated(db: Pick<Database, 'orm'>) {
  const rows = await queryRows<{ outbreak_id: number }>(
    db.orm,
    sql.raw(`DELETE FROM ${LOG} RETURNING outbreak_id`),
  );
  return rows.map((r) => r.outbreak_id).sort((a, b) => a - b);
}
