/**
 * The WOAH-ready reports (issue 10 item 6), shaped like WAHIS: the immediate-notification draft and the
 * follow-up report of one outbreak, and the six-monthly report (presence per disease and species, then one
 * row per outbreak × species with the six counts). Every label in the reader's language.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CsvValue } from '../../shared/csv';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';
import type { Translate } from '../http/locale';
import { WAHIS_COUNTS } from './counts';
import { epidemicCurve } from './curve';
import type { ReportSheet } from './report-file';
import { type OutbreakRow, outbreakRows } from './report-rows';

export type OutbreakReportType = 'immediate' | 'follow-up';

const ROW_COLUMNS = [
  'ref',
  'disease',
  'status',
  'started_at',
  'confirmed_at',
  'ended_at',
  'province',
  'department',
  'municipality',
  'village',
  'lat',
  'lng',
  'specie',
  ...WAHIS_COUNTS,
] as const;

/** The outbreak rows as a sheet: a header of WAHIS column names, then the rows. */
export function outbreakSheet(t: Translate, rows: OutbreakRow[]): ReportSheet {
  const value = (row: OutbreakRow, column: (typeof ROW_COLUMNS)[number]): CsvValue =>
    column === 'status' ? t(`resources.outbreaks.values.status.${row.status}`) : row[column];
  return {
    name: t('outbreaks.sheets.outbreaks'),
    rows: [
      ROW_COLUMNS.map((c) => t(`outbreaks.columns.${c}`)),
      ...rows.map((row) => ROW_COLUMNS.map((c) => value(row, c))),
    ],
  };
}

/** The report of one outbreak: a header sheet, its rows by species, and (follow-up) its epidemic curve. */
export async function outbreakReport(
  orm: Orm,
  t: Translate,
  language: string,
  outbreakId: number,
  type: OutbreakReportType,
  now: Date,
) {
  const rows = await outbreakRows(orm, language, { outbreaks: sql`outbreaks.id = ${outbreakId}` });
  const main = outbreakSheet(t, rows);
  const first = rows[0];
  const header: ReportSheet = {
    name: t('outbreaks.sheets.report'),
    rows: [
      [t('outbreaks.header.reportType'), t(`outbreaks.reportTypes.${type}`)],
      [t('outbreaks.header.reportDate'), now],
      ...(
        ['ref', 'disease', 'status', 'started_at', 'confirmed_at', 'ended_at', 'province', 'village'] as const
      ).map((c): CsvValue[] => [
        t(`outbreaks.columns.${c}`),
        first ? main.rows[1]![ROW_COLUMNS.indexOf(c)]! : null,
      ]),
    ],
  };
  const sheets = [header, main];
  if (type === 'follow-up') {
    const weeks = await epidemicCurve(orm, outbreakId);
    sheets.push({
      name: t('outbreaks.sheets.curve'),
      rows: [
        [t('outbreaks.columns.week'), t('outbreaks.columns.registrations'), t('outbreaks.columns.newCases')],
        ...weeks.map((w): CsvValue[] => [w.week, w.registrations, w.cases]),
      ],
    });
  }
  return { sheets, main };
}

/** The days [from, to) of a semester (YYYY-MM-DD). */
export const semesterBounds = (year: number, semester: 1 | 2) => ({
  from: `${year}-${semester === 1 ? '01' : '07'}-01`,
  to: semester === 1 ? `${year}-07-01` : `${year + 1}-01-01`,
});

/** Outbreaks of WOAH-listed diseases: the six-monthly report speaks of those only. */
const WOAH_LISTED = sql`outbreaks.disease_id IN (SELECT id FROM diseases WHERE woah_listed)`;

/**
 * The six-monthly report of the outbreaks a viewer may read (`area`): presence of each WOAH-listed disease
 * per susceptible species (absent: no occurrence reported), then the outbreak rows counting the
 * semester's cases.
 */
export async function sixMonthlyReport(
  orm: Orm,
  t: Translate,
  language: string,
  period: { year: number; semester: 1 | 2 },
  area: SQL | undefined,
) {
  const cases = semesterBounds(period.year, period.semester);
  const outbreaks = area ? sql`${WOAH_LISTED} AND ${area}` : WOAH_LISTED;
  const rows = await outbreakRows(orm, language, { outbreaks, cases });
  const main = outbreakSheet(t, rows);
  const presence: CsvValue[][] = [
    [
      t('outbreaks.columns.disease'),
      t('outbreaks.columns.specie'),
      t('outbreaks.columns.presence'),
      t('outbreaks.columns.outbreaks'),
      t('outbreaks.columns.cases'),
    ],
  ];
  for (const disease of await listedDiseases(orm, language)) {
    const ofDisease = rows.filter((r) => r.disease_id === disease.id);
    const species = [...new Set([...disease.species, ...ofDisease.map((r) => r.specie)])];
    if (!species.length) presence.push([disease.name, null, t('outbreaks.presence.absent'), 0, 0]);
    for (const specie of species) {
      const bySpecie = ofDisease.filter((r) => r.specie === specie);
      if (!bySpecie.length) {
        presence.push([disease.name, specie, t('outbreaks.presence.absent'), 0, 0]);
        continue;
      }
      const opened = bySpecie.filter((r) => r.started_at && r.started_at >= cases.from).length;
      const sick = bySpecie.reduce((n, r) => n + (r.cases ?? 0), 0);
      presence.push([disease.name, specie, t('outbreaks.presence.present'), opened, sick]);
    }
  }
  const title: CsvValue[][] = [
    [t('outbreaks.header.reportType'), t('outbreaks.reportTypes.six-monthly')],
    [t('outbreaks.header.period'), t('outbreaks.header.semester', period)],
  ];
  const sheets: ReportSheet[] = [
    { name: t('outbreaks.sheets.presence'), rows: [...title, [], ...presence] },
    main,
  ];
  return { sheets, main };
}

/** The WOAH-listed diseases and their susceptible species, in the reader's language. */
async function listedDiseases(orm: Orm, language: string) {
  return queryRows<{ id: number; name: string; species: string[] }>(
    orm,
    sql`SELECT d.id, ${translatedName('d', language)} AS name,
               coalesce(array_agg(${translatedName('s', language)} ORDER BY ${translatedName('s', language)})
                 FILTER (WHERE s.id IS NOT NULL), '{}') AS species
        FROM diseases d
        LEFT JOIN disease_species ds ON ds.disease_id = d.id
        LEFT JOIN species s ON s.id = ds.specie_id
        WHERE d.woah_listed
        GROUP BY d.id ORDER BY name`,
  );
}
