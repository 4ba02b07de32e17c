/**
 * The dashboard's outbreaks (issue 10): how many outbreaks of the selection are ongoing, resolved or
 * endemic, and the ongoing ones with the latest cases. An outbreak is in the selection when its cases span
 * meets the year or day range, it lies in the selected province and the viewer's areas, and it holds a
 * registration of the selected species. Outbreaks number in the thousands, not millions: the ongoing ones
 * are read in order from their own index, which carries every column their lists read (drizzle/0066), the
 * species test is one membership lookup per outbreak.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  MAP_OUTBREAK_COLUMNS,
  type MapOutbreak,
  type MapOutbreakRow,
  mapOutbreakRow,
} from '../../shared/outbreak-rows';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';
import type { DashboardFilters } from './params';

/** How many ongoing outbreaks the card lists. */
export const ONGOING_LISTED = 5;
/** How many the map's outbreak layer draws at most (a national epizootic's worth; the latest first). */
export const ONGOING_ON_MAP = 2000;

export interface DashboardOutbreak {
  id: number;
  ref: string;
  disease: string;
  municipality: string | null;
  province: string | null;
  /** The centre of its cases' villages; null when none has a place. */
  lat: number | null;
  lng: number | null;
  started_at: string;
  last_case_at: string;
  cases: number;
  registrations_count: number;
}

export interface OutbreaksAnswer {
  by_status: { ongoing: number; resolved: number; endemic: number };
  ongoing: DashboardOutbreak[];
}

export type { MapOutbreak, MapOutbreakRow } from '../../shared/outbreak-rows';

export interface OngoingOutbreaksAnswer {
  /** The keys of each row's values (`MAP_OUTBREAK_COLUMNS`). */
  columns: typeof MAP_OUTBREAK_COLUMNS;
  /** The outbreaks, each as its values in the order of `columns`. */
  outbreaks: MapOutbreakRow[];
  /** The names of the diseases and places the outbreaks refer to, by id. */
  diseases: Record<number, string>;
  municipalities: Record<number, string>;
  provinces: Record<number, string>;
  /** More than ONGOING_ON_MAP are ongoing: the latest are given. */
  truncated: boolean;
}

/**
 * A centre's degrees to 4 decimals (about 10 m, finer than a triangle at any zoom), in float8, halves up
 * like Math.round (float8's round() takes halves to even): through numeric, rounding 4,000 values took
 * 15 of the layer query's 17 ms at 1M.
 */
const centre = (column: 'lat' | 'lng') => sql.raw(`floor(o.${column} * 1e4 + 0.5) / 1e4`);

/** The selection over `outbreaks o`; `area`: the viewer's areas finer than a province, over `o`. */
function selected(filters: DashboardFilters, area: SQL | undefined): SQL {
  const parts: SQL[] = [];
  if (filters.provinces) parts.push(sql`o.province_id = ANY(${sql.param([...filters.provinces])}::int[])`);
  if (area) parts.push(area);
  if (filters.year !== null) {
    parts.push(sql`o.started_at < ${`${filters.year + 1}-01-01`}::date`);
    parts.push(sql`o.last_case_at >= ${`${filters.year}-01-01`}::date`);
  }
  if (filters.range) {
    parts.push(sql`o.started_at < ${filters.range.to}::date`);
    parts.push(sql`o.last_case_at >= ${filters.range.from}::date`);
  }
  if (filters.specieId !== null)
    parts.push(sql`EXISTS (SELECT 1 FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
                           WHERE l.outbreak_id = o.id AND r.specie_id = ${filters.specieId})`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The ongoing outbreaks of the selection, latest last case first (the order of drizzle/0066's index). */
async function ongoingOutbreaks(orm: Orm, filters: DashboardFilters, where: SQL, limit: number) {
  return queryRows<DashboardOutbreak>(
    orm,
    sql`SELECT o.id, o.ref, ${translatedName('d', filters.language)} AS disease, m.name AS municipality,
               p.name AS province, o.lat, o.lng, o.started_at, o.last_case_at, o.cases, o.registrations_count
        FROM outbreaks o JOIN diseases d ON d.id = o.disease_id
        LEFT JOIN municipalities m ON m.id = o.municipality_id LEFT JOIN provinces p ON p.id = o.province_id
        WHERE o.status = 'ongoing' AND ${where}
        ORDER BY o.last_case_at DESC, o.id DESC
        LIMIT ${limit}`,
  );
}

/** An empty province list (a viewer asking outside their provinces) selects nothing. */
const nothingSelected = (filters: DashboardFilters) => !!filters.provinces && !filters.provinces.length;

export async function outbreaksAnswer(
  orm: Orm,
  filters: DashboardFilters,
  area: SQL | undefined,
): Promise<OutbreaksAnswer> {
  if (nothingSelected(filters)) return { by_status: { ongoing: 0, resolved: 0, endemic: 0 }, ongoing: [] };
  const where = selected(filters, area);
  const counts = await queryRows<{ status: keyof OutbreaksAnswer['by_status']; n: number }>(
    orm,
    sql`SELECT o.status, count(*)::int AS n FROM outbreaks o WHERE ${where} GROUP BY o.status`,
  );
  const ongoing = await ongoingOutbreaks(orm, filters, where, ONGOING_LISTED);
  const by_status = { ongoing: 0, resolved: 0, endemic: 0 };
  for (const { status, n } of counts) by_status[status] = n;
  return { by_status, ongoing };
}

/** An outbreak of the layer with the names its ids refer to, joined in the same statement. */
interface NamedMapOutbreak extends MapOutbreak {
  disease: string;
  municipality: string | null;
  province: string | null;
}

/** The names of the rows' ids, once each (by id). */
function namesOf(
  rows: readonly NamedMapOutbreak[],
  named: (row: NamedMapOutbreak) => readonly [number | null, string | null],
): Record<number, string> {
  const names: Record<number, string> = {};
  for (const row of rows) {
    const [id, name] = named(row);
    if (id !== null && name !== null) names[id] = name;
  }
  return names;
}

/**
 * The map's outbreak layer: the card's selection, every ongoing outbreak up to ONGOING_ON_MAP. The names
 * come joined to the rows (a few hundred distinct places, memoized by the planner) rather than from three
 * more statements after them.
 */
export async function ongoingOutbreaksAnswer(
  orm: Orm,
  filters: DashboardFilters,
  area: SQL | undefined,
): Promise<OngoingOutbreaksAnswer> {
  const none = {
    columns: MAP_OUTBREAK_COLUMNS,
    outbreaks: [],
    diseases: {},
    municipalities: {},
    provinces: {},
    truncated: false,
  };
  if (nothingSelected(filters)) return none;
  const rows = await queryRows<NamedMapOutbreak>(
    orm,
    sql`SELECT o.id, o.ref, o.disease_id, o.municipality_id, o.province_id, ${centre('lat')} AS lat,
               ${centre('lng')} AS lng, o.started_at, o.last_case_at, o.cases,
               ${translatedName('d', filters.language)} AS disease, m.name AS municipality, p.name AS province
        FROM outbreaks o JOIN diseases d ON d.id = o.disease_id
        LEFT JOIN municipalities m ON m.id = o.municipality_id LEFT JOIN provinces p ON p.id = o.province_id
        WHERE o.status = 'ongoing' AND ${selected(filters, area)}
        ORDER BY o.last_case_at DESC, o.id DESC
        LIMIT ${ONGOING_ON_MAP + 1}`,
  );
  const outbreaks = rows.slice(0, ONGOING_ON_MAP);
  return {
    columns: MAP_OUTBREAK_COLUMNS,
    outbreaks: outbreaks.map(mapOutbreakRow),
    diseases: namesOf(outbreaks, (o) => [o.disease_id, o.disease]),
    municipalities: namesOf(outbreaks, (o) => [o.municipality_id, o.municipality]),
    provinces: namesOf(outbreaks, (o) => [o.province_id, o.province]),
    truncated: rows.length > ONGOING_ON_MAP,
  };
}
