/**
 * A bulk load without per-row work: inside one transaction, the foreign keys of the loaded tables are
 * dropped, the rollup and ancestry triggers disabled and, when the load at least doubles the table, the
 * secondary indexes dropped; after the load the indexes are built again (sorting once beats a million
 * random insertions), the keys come back (each checked by one query over the whole table), the copied
 * ancestry is checked against the villages (one query), and the rollups and the alerts' weekly counts
 * are rebuilt once. The transaction holds the tables exclusively, so nobody sees them half-checked, and
 * a failure leaves everything as it was.
 */
import { sql } from 'drizzle-orm';
import { rebuildRollupsIn } from '../../dashboard/rebuild';
import type { Orm } from '../connect';
import { queryRows } from '../query';

const TABLES = ['registrations', 'registration_diseases'];
/**
 * Triggers whose work the end of the load redoes in bulk: the rollups (rebuilt), the ancestry (the loader
 * writes it) and the links' check of their registrations (one query at the end).
 */
const DEFERRED_TRIGGERS = sql`(tgname LIKE 'dashboard\\_%' OR tgname LIKE 'registrations\\_location\\_ancestry%'
  OR tgname LIKE 'registration\\_diseases\\_check\\_%')`;

interface Index {
  name: string;
  definition: string;
}

interface ForeignKey {
  owner: string;
  name: string;
  definition: string;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

export async function withDeferredChecks(
  orm: Orm,
  load: (tx: Orm) => Promise<void>,
  options: { rebuildIndexes: boolean },
): Promise<void> {
  await orm.transaction(async (tx) => {
    const list = sql.join(
      TABLES.map((t) => sql`${t}::regclass`),
      sql`, `,
    );
    const keys = await queryRows<ForeignKey>(
      tx,
      sql`SELECT conrelid::regclass::text AS owner, conname AS name, pg_get_constraintdef(oid) AS definition
          FROM pg_constraint WHERE contype = 'f' AND conrelid IN (${list}) ORDER BY conrelid, conname`,
    );
    const triggers = await queryRows<{ owner: string; name: string }>(
      tx,
      sql`SELECT tgrelid::regclass::text AS owner, tgname AS name FROM pg_trigger
          WHERE NOT tgisinternal AND tgenabled <> 'D' AND tgrelid IN (${list}) AND ${DEFERRED_TRIGGERS}`,
    );
    // Indexes that back a constraint (primary keys) stay: the foreign keys need them.
    const indexes = options.rebuildIndexes
      ? await queryRows<Index>(
          tx,
          sql`SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
              FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
              WHERE i.indrelid IN (${list})
                AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
        )
      : [];
    for (const key of keys)
      await tx.execute(sql`ALTER TABLE ${ident(key.owner)} DROP CONSTRAINT ${ident(key.name)}`);
    for (const index of indexes) await tx.execute(sql`DROP INDEX ${ident(index.name)}`);
    for (const t of triggers)
      await tx.execute(sql`ALTER TABLE ${ident(t.owner)} DISABLE TRIGGER ${ident(t.name)}`);

    await load(tx);

    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const t of triggers)
      await tx.execute(sql`ALTER TABLE ${ident(t.owner)} ENABLE TRIGGER ${ident(t.name)}`);
    for (const key of keys)
      await tx.execute(
        sql`ALTER TABLE ${ident(key.owner)} ADD CONSTRAINT ${ident(key.name)} ${sql.raw(key.definition)}`,
      );
    // The ancestry has no keys (drizzle/0055): what the loader wrote is checked here in one query, and a
    // wrong one recomputed by the (enabled again) update trigger.
    await tx.execute(sql`UPDATE registrations SET municipality_id = NULL WHERE id IN (
      SELECT r.id FROM registrations r
        LEFT JOIN villages v ON v.id = r.village_id
        LEFT JOIN municipalities m ON m.id = v.municipality_id
        LEFT JOIN departments d ON d.id = m.department_id
      WHERE (r.municipality_id, r.department_id, r.province_id) IS DISTINCT FROM (m.id, d.id, d.province_id))`);
    // The links' registrations have no key either (drizzle/0060): one anti-join instead of a probe per link.
    const [orphan] = await queryRows<{ registration_id: number }>(
      tx,
      sql`SELECT rd.registration_id FROM registration_diseases rd
          WHERE NOT EXISTS (SELECT 1 FROM registrations r WHERE r.id = rd.registration_id) LIMIT 1`,
    );
    if (orphan)
      throw new Error(
        `a loaded disease link names registration ${orphan.registration_id}, which does not exist`,
      );
    await rebuildRollupsIn(tx);
    await tx.execute(sql`SELECT alert_week_counts_rebuild()`);
  });
}
