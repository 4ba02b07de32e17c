/**
 * Opens the outbreaks a grouping plan decided, each written once in its final state: first and last case,
 * first confirmation, centre, cases and count summed from the registrations the plan gives it (the same
 * `memberTotals` a refresh computes), with its village's ancestry (the database then checks it once per
 * statement instead of looking it up per row: drizzle/0061). Opening each at its first case and refreshing it
 * after wrote every new outbreak twice, each time through all the list indexes of `outbreaks`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import type { GroupingPlan, Opening } from './grouping';
import { outbreakRef } from './ref';
import { memberTotals } from './refresh';

/** Outbreaks opened per statement, with their registrations summed. */
const OUTBREAKS_PER_STATEMENT = 5000;

/** What an opening derives from its registrations (`memberTotals`), dates as the drivers answer them. */
interface Totals {
  ord: number;
  first_day: string;
  last_day: string;
  confirmed: string | null;
  lat: number | null;
  lng: number | null;
  cases: number;
  n: number;
}

/** Resolves at once an outbreak whose last case is more than `windowDays` before `now`, a window after it. */
export interface ResolvePast {
  windowDays: number;
  now: Date;
}

/**
 * Opens `plan.openings`, their ids taken in the plan's order, and answers `returning` (over the inserted
 * row, which has an `id`) for each in that order. With `resolvePast`, an outbreak whose last case is older
 * than the window is opened resolved (the upgrade of a registry with years of history); else all are
 * ongoing. The members are not inserted here (`insertMembers`, once `plan.opened` gave them their ids).
 */
export async function openPlanned<T extends { id: number }>(
  tx: Orm,
  plan: GroupingPlan,
  returning: SQL,
  resolvePast?: ResolvePast,
): Promise<T[]> {
  if (!plan.openings.length) return [];
  // Every opening's totals in one pass over its registrations (stand-in id -1 is opening 1). Summed per
  // statement of 5,000 openings, the planner hashed the whole registry for each statement: at 1M
  // registrations 14 scans of 1M rows, spilling to disk, 2.2 s of each statement's 3.5 s.
  const ords: number[] = [];
  const registrationIds: number[] = [];
  for (const m of plan.members) {
    if (m.outbreak_id > 0) continue;
    ords.push(-m.outbreak_id);
    registrationIds.push(m.registration_id);
  }
  const totals = await queryRows<Totals>(
    tx,
    sql`SELECT m.ord, ${memberTotals}
        FROM unnest(${sql.param(ords)}::int[], ${sql.param(registrationIds)}::int[]) AS m(ord, registration_id)
        JOIN registrations r ON r.id = m.registration_id
        GROUP BY m.ord ORDER BY m.ord`,
  );
  if (totals.length !== plan.openings.length) throw new Error('an outbreak to open has no registration');
  const past = resolvePast
    ? sql`new.last_day < dashboard_day(${resolvePast.now.toISOString()}::timestamptz) - ${resolvePast.windowDays}::int`
    : sql`false`;
  const endedAt = resolvePast ? sql`new.last_day + ${resolvePast.windowDays}::int` : sql`NULL::date`;
  const opened: T[] = [];
  for (let at = 0; at < plan.openings.length; at += OUTBREAKS_PER_STATEMENT) {
    const chunk = plan.openings.slice(at, at + OUTBREAKS_PER_STATEMENT);
    const sums = totals.slice(at, at + OUTBREAKS_PER_STATEMENT);
    const column = <V>(value: (o: Opening) => V) => sql.param(chunk.map(value));
    const total = <K extends keyof Totals>(key: K) => sql.param(sums.map((t) => t[key]));
    const rows = await queryRows<T>(
      tx,
      sql`WITH new AS MATERIALIZED (
            SELECT u.*, nextval(pg_get_serial_sequence('outbreaks', 'id'))::int AS id
            FROM (SELECT * FROM unnest(${column((o) => o.diseaseId)}::int[], ${column((o) => o.place.village_id)}::int[],
                                       ${column((o) => o.place.day)}::date[], ${total('first_day')}::date[],
                                       ${total('last_day')}::date[], ${total('confirmed')}::timestamptz[],
                                       ${total('lat')}::float8[], ${total('lng')}::float8[], ${total('cases')}::int[],
                                       ${total('n')}::int[])
                    WITH ORDINALITY AS u(disease_id, village_id, day, first_day, last_day, confirmed, lat, lng,
                                         cases, n, ord)
                  ORDER BY ord) u
          ), opened AS (
            INSERT INTO outbreaks (id, ref, disease_id, status, village_id, municipality_id, department_id,
                                   province_id, lat, lng, started_at, last_case_at, ended_at, confirmed_at, cases,
                                   registrations_count)
            SELECT new.id, ${outbreakRef(sql`new.day`, sql`new.id`)}, new.disease_id,
                   CASE WHEN ${past} THEN 'resolved' ELSE 'ongoing' END, new.village_id, m.id, d.id, d.province_id,
                   new.lat, new.lng, new.first_day, new.last_day, CASE WHEN ${past} THEN ${endedAt} END,
                   new.confirmed, new.cases, new.n
            FROM new LEFT JOIN villages v ON v.id = new.village_id
                     LEFT JOIN municipalities m ON m.id = v.municipality_id
                     LEFT JOIN departments d ON d.id = m.department_id
            RETURNING ${returning}
          )
          SELECT * FROM opened ORDER BY id`,
    );
    if (rows.length !== chunk.length) throw new Error('not every outbreak was opened');
    opened.push(...rows);
  }
  plan.opened(opened.map((o) => o.id));
  return opened;
}
