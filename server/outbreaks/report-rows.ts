/**
 * WAHIS-shaped outbreak rows: one per outbreak × species, with the outbreak's dates, place and the six
 * counts, names in the reader's language. Shared by the outbreak reports and the six-monthly report.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';
import { caseDate, countsInOutbreak } from './case-date';
import { summed, WAHIS_COUNTS, type WahisCount } from './counts';

export type OutbreakRow = {
  outbreak_id: number;
  ref: string;
  disease_id: number;
  disease: string;
  status: string;
  /** Days (YYYY-MM-DD); the confirmation is an instant, shown as its day. */
  started_at: string | null;
  confirmed_at: Date | null;
  ended_at: string | null;
  province: string | null;
  department: string | null;
  municipality: string | null;
  village: string | null;
  lat: number | null;
  lng: number | null;
  specie: string;
  registrations: number;
} & Record<WahisCount, number | null>;

export interface RowFilter {
  /** Over the `outbreaks` table (not aliased, so the generic area condition applies as is). */
  outbreaks?: SQL;
  /** Only cases dated in the days [from, to): the six-monthly report counts its semester's cases. */
  cases?: { from: string; to: string };
}

export async function outbreakRows(orm: Orm, language: string, filter: RowFilter): Promise<OutbreakRow[]> {
  const counts = sql.join(
    WAHIS_COUNTS.map((c) => sql`${summed(c, 'r')} AS ${sql.identifier(c)}`),
    sql`, `,
  );
  const inPeriod = filter.cases
    ? sql`AND ${caseDate('r')} >= ${filter.cases.from}::date AND ${caseDate('r')} < ${filter.cases.to}::date`
    : sql``;
  const rows = await queryRows<OutbreakRow>(
    orm,
    sql`SELECT outbreaks.id AS outbreak_id, outbreaks.ref, outbreaks.disease_id, ${translatedName('d', language)} AS disease,
               outbreaks.status, outbreaks.started_at, outbreaks.confirmed_at, outbreaks.ended_at,
               p.name AS province, dp.name AS department, m.name AS municipality, v.name AS village,
               outbreaks.lat, outbreaks.lng, ${translatedName('s', language)} AS specie,
               count(r.id)::int AS registrations, ${counts}
        FROM outbreaks
        JOIN outbreak_registrations l ON l.outbreak_id = outbreaks.id
        JOIN registrations r ON r.id = l.registration_id AND ${countsInOutbreak('r')} ${inPeriod}
        JOIN species s ON s.id = r.specie_id
        JOIN diseases d ON d.id = outbreaks.disease_id
        LEFT JOIN provinces p ON p.id = outbreaks.province_id
        LEFT JOIN departments dp ON dp.id = outbreaks.department_id
        LEFT JOIN municipalities m ON m.id = outbreaks.municipality_id
        LEFT JOIN villages v ON v.id = outbreaks.village_id
        WHERE ${filter.outbreaks ?? sql`true`}
        GROUP BY outbreaks.id, d.id, p.id, dp.id, m.id, v.id, s.id
        ORDER BY outbreaks.started_at, outbreaks.id, specie`,
  );
  return rows.map((row) => ({
    ...row,
    confirmed_at: row.confirmed_at && new Date(row.confirmed_at),
  }));
}
