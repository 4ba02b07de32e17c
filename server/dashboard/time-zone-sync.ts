/**
 * The database counts the rollups' days with `dashboard_day()`, written with the default time zone by the
 * migrations. When `DASHBOARD_TIME_ZONE` names another zone, the function is rewritten for it and the
 * rollups are rebuilt once, at start (a few seconds per million registrations); later starts find it done.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { rebuildRollupsIn } from './rebuild';

/** The zone `dashboard_day()` uses now, read from its source. */
export async function databaseTimeZone(orm: Orm): Promise<string | null> {
  const [row] = await queryRows<{ source: string }>(
    orm,
    sql`SELECT prosrc AS source FROM pg_proc WHERE proname = 'dashboard_day'`,
  );
  return /AT TIME ZONE '([^']+)'/.exec(row?.source ?? '')?.[1] ?? null;
}

/** Makes `dashboard_day()` count in `zone` (an IANA name checked by the config); true when it changed. */
export async function syncDashboardTimeZone(
  orm: Orm,
  zone: string,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  if ((await databaseTimeZone(orm)) === zone) return false;
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone)) throw new Error(`not a time zone name: ${zone}`);
  const started = Date.now();
  await orm.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION dashboard_day(at timestamptz) RETURNS date
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (at AT TIME ZONE '${zone}')::date $$`),
    );
    await rebuildRollupsIn(tx);
  });
  log?.info({ zone, ms: Date.now() - started }, 'dashboard rollups rebuilt for the time zone');
  return true;
}
