/** Which registrations a rule counts, as SQL on `registrations r`. */
import { and, type SQL, sql } from 'drizzle-orm';
import { type AlertRule, AREA_COLUMNS, type AreaKey } from './rules';
import type { Window } from './weeks';

const column = (key: AreaKey) => sql.raw(`r.${key}`);

/** Live reports (not trashed, not cancelled) of the rule's disease (or any notifiable one), species and area. */
export function ruleScope(rule: AlertRule): SQL {
  const conditions: SQL[] = [sql`r.deleted_at IS NULL`, sql`r.status <> 'canceled'`];
  if (rule.specie_id !== null) conditions.push(sql`r.specie_id = ${rule.specie_id}`);
  // OFFSET 0 keeps each EXISTS a probe of the report's own links (the week's few thousand reports): as a
  // semi-join the planner hashed every link of the registry first (~1 s at 1M registrations).
  conditions.push(
    rule.disease_id !== null
      ? sql`EXISTS (SELECT 1 FROM registration_diseases d
              WHERE d.registration_id = r.id AND d.disease_id = ${rule.disease_id} OFFSET 0)`
      : sql`EXISTS (SELECT 1 FROM registration_diseases d JOIN diseases x ON x.id = d.disease_id
              WHERE d.registration_id = r.id AND x.notifiable OFFSET 0)`,
  );
  for (const { key } of AREA_COLUMNS) {
    const id = rule[key];
    if (id !== null) conditions.push(sql`${column(key)} = ${id}`);
  }
  return and(...conditions)!;
}

export const inWindows = (windows: readonly Window[]): SQL =>
  sql.join(
    windows.map((w) => sql`(r.report_date >= ${w.from}::date AND r.report_date < ${w.to}::date)`),
    sql` OR `,
  );

export const areaColumn = column;
