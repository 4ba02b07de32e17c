/**
 * The dashboard's source for a national or provincial viewer: the rollups, and for a date range that
 * does not fall on whole months (weeks), its partial months (weeks) at either end, merged with the
 * rollups' answer for the whole ones. Every number stays exact. The partial months are read from the
 * registrations (index-only, drizzle/0069), except the cases by disease: their whole ISO weeks come from
 * the weekly rollup, and only the days around those weeks from the registrations and their diseases.
 */
import { type DayRange, type Grain, splitRange, weekKeyOf, yearDays } from './calendar';
import type { DashboardFilters, Period } from './params';
import type { RollupSource } from './source-rollup';
import type { DiseaseGroup, EvolutionGroup, SummarySource } from './summary-types';

interface Summed {
  registrations: number;
  males?: number;
  females?: number;
}

/** Rows of several parts summed by key (the first row of a key keeps its labels). */
function merged<T extends Summed>(parts: T[][], keyOf: (row: T) => string): T[] {
  const rows = new Map<string, T>();
  for (const row of parts.flat()) {
    const key = keyOf(row);
    const into = rows.get(key);
    if (!into) rows.set(key, { ...row });
    else {
      into.registrations = Number(into.registrations) + Number(row.registrations);
      // Classification and delay rows count registrations only.
      if (into.males !== undefined) into.males = Number(into.males) + Number(row.males);
      if (into.females !== undefined) into.females = Number(into.females) + Number(row.females);
    }
  }
  return [...rows.values()];
}

/** The range's whole months (weeks) read by `whole`, its partial ones at either end by `edge`, summed. */
async function split<T extends Summed>(
  filters: DashboardFilters,
  grain: Grain,
  whole: (filters: DashboardFilters) => Promise<T[]>,
  edge: (range: DayRange) => Promise<T[]>,
  keyOf: (row: T) => string,
): Promise<T[]> {
  if (!filters.range) return whole(filters);
  const parts = splitRange(filters.range, grain);
  return merged(
    await Promise.all([
      parts.whole ? whole({ ...filters, range: parts.whole }) : Promise.resolve([]),
      ...parts.edges.map(edge),
    ]),
    keyOf,
  );
}

const diseaseKey = (row: DiseaseGroup) => `${row.specie_id}:${row.disease_id}`;

/** Where two ranges of days overlap, or null. */
function overlap(a: DayRange, b: DayRange): DayRange | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from < to ? { from, to } : null;
}

/** A period's cases by disease summed over species: that period's point of each disease on the curve. */
function pointOfCurve(rows: DiseaseGroup[], bucket: string): EvolutionGroup[] {
  return merged(
    [
      rows.map(({ disease_id, disease, registrations, males, females }) => ({
        bucket,
        disease_id,
        disease,
        registrations,
        males,
        females,
      })),
    ],
    (row) => String(row.disease_id),
  );
}

export function rangedSource(rollups: RollupSource, raw: SummarySource): SummarySource {
  /**
   * Cases by species and disease over some days of a partial month (week): their whole ISO weeks from the
   * weekly rollup, the days around them from the registrations. Each read is made once per request (the
   * request's filters are the key): the same rows make the species-by-disease table and, summed over
   * species, the period's point on the curve, and a partial week at a range's end serves both.
   */
  const requestReads = new WeakMap<DashboardFilters, Map<string, Promise<DiseaseGroup[]>>>();
  const once = (filters: DashboardFilters, key: string, read: () => Promise<DiseaseGroup[]>) => {
    const reads = requestReads.get(filters) ?? new Map<string, Promise<DiseaseGroup[]>>();
    requestReads.set(filters, reads);
    const known = reads.get(key);
    if (known) return known;
    const started = read();
    reads.set(key, started);
    return started;
  };
  const diseasesOver = (filters: DashboardFilters, edge: DayRange, basis: 'calendar' | 'iso') => {
    // The weekly rollup counts ISO years: the year filter becomes part of the days asked.
    const days = filters.year === null ? edge : overlap(edge, yearDays(filters.year, basis));
    if (!days) return Promise.resolve([]);
    const byDays = { ...filters, year: null };
    const rawDays = (range: DayRange) =>
      once(filters, `raw ${range.from} ${range.to}`, () => raw.diseaseGroups({ ...byDays, range }));
    return once(filters, `${days.from} ${days.to}`, () =>
      split({ ...byDays, range: days }, 'week', rollups.weeklyDiseaseGroups, rawDays, diseaseKey),
    );
  };
  const curveEdge = (filters: DashboardFilters, period: Period) => async (edge: DayRange) => {
    const rows = await diseasesOver(filters, edge, period === 'week' ? 'iso' : 'calendar');
    return pointOfCurve(rows, period === 'week' ? weekKeyOf(edge.from) : edge.from.slice(0, 7));
  };

  /** The partial months of the other groups, from the registrations. */
  const fromRaw =
    <T>(read: (filters: DashboardFilters) => Promise<T[]>, filters: DashboardFilters) =>
    (range: DayRange) =>
      read({ ...filters, range });

  return {
    yearSpan: (filters) => rollups.yearSpan(filters),
    registrationGroups: (filters) =>
      split(
        filters,
        'month',
        rollups.registrationGroups,
        fromRaw(raw.registrationGroups, filters),
        (row) => `${row.specie_id}:${row.breed_id ?? 0}:${row.status}`,
      ),
    diseaseGroups: (filters) =>
      split(
        filters,
        'month',
        rollups.diseaseGroups,
        (edge) => diseasesOver(filters, edge, 'calendar'),
        diseaseKey,
      ),
    evolutionGroups: (filters, period) =>
      split(
        filters,
        period,
        (whole) => rollups.evolutionGroups(whole, period),
        curveEdge(filters, period),
        (row) => `${row.bucket}:${row.disease_id}`,
      ),
    classificationGroups: (filters) =>
      split(
        filters,
        'month',
        rollups.classificationGroups,
        fromRaw(raw.classificationGroups, filters),
        (row) => row.classification,
      ),
    delayGroups: (filters) =>
      split(
        filters,
        'month',
        rollups.delayGroups,
        fromRaw(raw.delayGroups, filters),
        (row) => `${row.measure}:${row.days}`,
      ),
    provinceGroups: (filters) =>
      split(filters, 'month', rollups.provinceGroups, fromRaw(raw.provinceGroups, filters), (row) =>
        String(row.area_id),
      ),
  };
}
