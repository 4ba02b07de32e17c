/**
 * The dashboard's source for a national or provincial viewer: the rollups, and for a date range that
 * does not fall on whole months (weeks), the registrations of its partial months (weeks) at either end,
 * merged with the rollups' answer for the whole ones. Every number stays exact; the raw part reads at
 * most two partial months through the index on `created_at`.
 */
import { type Grain, splitRange } from './calendar';
import type { DashboardFilters } from './params';
import type { SummarySource } from './summary-types';

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

async function split<T extends Summed>(
  filters: DashboardFilters,
  grain: Grain,
  read: (source: SummarySource, filters: DashboardFilters) => Promise<T[]>,
  sources: { rollups: SummarySource; raw: SummarySource },
  keyOf: (row: T) => string,
): Promise<T[]> {
  if (!filters.range) return read(sources.rollups, filters);
  const { whole, edges } = splitRange(filters.range, grain);
  const parts = await Promise.all([
    whole ? read(sources.rollups, { ...filters, range: whole }) : Promise.resolve([]),
    ...edges.map((edge) => read(sources.raw, { ...filters, range: edge })),
  ]);
  return merged(parts, keyOf);
}

export function rangedSource(rollups: SummarySource, raw: SummarySource): SummarySource {
  const sources = { rollups, raw };
  return {
    yearSpan: (filters) => rollups.yearSpan(filters),
    registrationGroups: (filters) =>
      split(
        filters,
        'month',
        (source, f) => source.registrationGroups(f),
        sources,
        (row) => `${row.specie_id}:${row.breed_id ?? 0}:${row.status}`,
      ),
    diseaseGroups: (filters) =>
      split(
        filters,
        'month',
        (source, f) => source.diseaseGroups(f),
        sources,
        (row) => `${row.specie_id}:${row.disease_id}`,
      ),
    evolutionGroups: (filters, period) =>
      split(
        filters,
        period,
        (source, f) => source.evolutionGroups(f, period),
        sources,
        (row) => `${row.bucket}:${row.disease_id}`,
      ),
    classificationGroups: (filters) =>
      split(
        filters,
        'month',
        (source, f) => source.classificationGroups(f),
        sources,
        (row) => row.classification,
      ),
    delayGroups: (filters) =>
      split(
        filters,
        'month',
        (source, f) => source.delayGroups(f),
        sources,
        (row) => `${row.measure}:${row.days}`,
      ),
    provinceGroups: (filters) =>
      split(
        filters,
        'month',
        (source, f) => source.provinceGroups(f),
        sources,
        (row) => String(row.area_id),
      ),
  };
}
