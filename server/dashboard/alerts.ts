/**
 * The dashboard's open alerts (issue 11): how many alerts of the selection still wait for acknowledgement,
 * and the latest of them with their disease, place, week and cases. An open alert calls for action
 * whatever the period shown, so the year and day range do not apply; the province, the species (an alert
 * of a rule for every species concerns each) and the viewer's areas do. Alerts number one per rule × area
 * × week: the status index (status, created_at, id) orders and counts them.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';
import type { DashboardFilters } from './params';

/** How many open alerts the card lists. */
export const OPEN_LISTED = 5;

export interface DashboardAlert {
  id: number;
  disease: string | null;
  /** The alert's area: its village, municipality, department or province (null: the whole country). */
  place: string | null;
  week: string;
  cases: number;
  created_at: string;
}

export interface AlertsAnswer {
  open: number;
  latest: DashboardAlert[];
}

/** The selection over `alerts a`; `area`: the viewer's areas finer than a province, over `a`. */
export function openAlertsSelected(filters: DashboardFilters, area: SQL | undefined): SQL {
  const parts: SQL[] = [sql`a.status = 'open'`];
  if (filters.provinces) parts.push(sql`a.province_id = ANY(${sql.param([...filters.provinces])}::int[])`);
  if (area) parts.push(area);
  if (filters.specieId !== null) parts.push(sql`(a.specie_id = ${filters.specieId} OR a.specie_id IS NULL)`);
  return sql.join(parts, sql` AND `);
}

export async function alertsAnswer(
  orm: Orm,
  filters: DashboardFilters,
  area: SQL | undefined,
): Promise<AlertsAnswer> {
  // An empty province list (a viewer asking outside their provinces) selects nothing.
  if (filters.provinces && !filters.provinces.length) return { open: 0, latest: [] };
  const where = openAlertsSelected(filters, area);
  const [count] = await queryRows<{ n: number }>(
    orm,
    sql`SELECT count(*)::int AS n FROM alerts a WHERE ${where}`,
  );
  const latest = await queryRows<DashboardAlert>(
    orm,
    sql`SELECT a.id, ${translatedName('d', filters.language)} AS disease,
               coalesce(v.name, m.name, dp.name, p.name) AS place, a.week, a.cases, a.created_at
        FROM alerts a LEFT JOIN diseases d ON d.id = a.disease_id
        LEFT JOIN villages v ON v.id = a.village_id LEFT JOIN municipalities m ON m.id = a.municipality_id
        LEFT JOIN departments dp ON dp.id = a.department_id LEFT JOIN provinces p ON p.id = a.province_id
        WHERE ${where}
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT ${OPEN_LISTED}`,
  );
  return { open: count?.n ?? 0, latest };
}
