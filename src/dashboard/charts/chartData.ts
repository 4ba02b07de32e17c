/** Pure selectors: the dashboard summary reshaped for each recharts chart. */
import type { Bucket, DashboardSummary } from '../types';

export interface Series {
  /** The data key of the series' values in each row. */
  key: string;
  id: number;
  name: string;
}

/** Series keys are prefixed so ids never collide with other row fields. */
export const speciesKey = (id: number) => `s${id}`;
export const diseaseKey = (id: number) => `d${id}`;
/** The registrations behind a series value, for tooltips. */
export const registrationsKey = (key: string) => `${key}_registrations`;

export type Row = Record<string, string | number | null>;

/** Stacked bars: one bar per disease, one segment per species (sick animals). Largest disease first. */
export function speciesByDisease(summary: DashboardSummary) {
  const rows = new Map<number, Row & { total: number }>();
  const species = new Map<number, Series & { total: number }>();
  for (const cell of summary.species_by_disease) {
    const key = speciesKey(cell.specie_id);
    const row = rows.get(cell.disease_id) ?? { disease_id: cell.disease_id, disease: cell.disease, total: 0 };
    row[key] = cell.animals;
    row[registrationsKey(key)] = cell.registrations;
    row.total += cell.animals;
    rows.set(cell.disease_id, row);
    const s = species.get(cell.specie_id) ?? { key, id: cell.specie_id, name: cell.specie, total: 0 };
    s.total += cell.animals;
    species.set(cell.specie_id, s);
  }
  return {
    rows: [...rows.values()].sort((a, b) => b.total - a.total),
    series: [...species.values()].sort((a, b) => b.total - a.total),
  };
}

/** One line per disease over every bucket of the period (0 where nothing was registered). */
export function diseaseEvolution(summary: DashboardSummary) {
  const { buckets, rows: cells } = summary.evolution;
  const index = new Map(buckets.map((bucket, i) => [bucket.key, i]));
  const rows: (Row & { bucket: string })[] = buckets.map((bucket) => ({ bucket: bucket.key }));
  const diseases = new Map<number, Series & { total: number }>();
  for (const cell of cells) {
    const d = diseases.get(cell.disease_id) ?? {
      key: diseaseKey(cell.disease_id),
      id: cell.disease_id,
      name: cell.disease,
      total: 0,
    };
    d.total += cell.animals;
    diseases.set(cell.disease_id, d);
  }
  for (const row of rows) for (const d of diseases.values()) row[d.key] = 0;
  for (const cell of cells) {
    const row = rows[index.get(cell.bucket) ?? -1];
    if (!row) continue;
    row[diseaseKey(cell.disease_id)] = cell.animals;
    row[registrationsKey(diseaseKey(cell.disease_id))] = cell.registrations;
  }
  return { rows, series: [...diseases.values()].sort((a, b) => b.total - a.total), buckets };
}

export const bucketOf = (buckets: readonly Bucket[], key: string) => buckets.find((b) => b.key === key);

/** Pie slices: sick animals per species, with their share (0–1), males, females and registrations. */
export function sickBySpecies(summary: DashboardSummary) {
  const slices = summary.by_species.filter((s) => s.animals > 0);
  const total = slices.reduce((sum, s) => sum + s.animals, 0);
  return slices.map((s) => ({
    specie_id: s.specie_id,
    name: s.specie,
    value: s.animals,
    share: s.animals / total,
    registrations: s.registrations,
    males: s.males,
    females: s.females,
  }));
}

export const BREED_LIMIT = 12;

/** The breeds with the most sick animals (at most BREED_LIMIT); `breed_id` null is "no breed recorded". */
export function byBreed(summary: DashboardSummary, noBreed: string) {
  return summary.by_breed
    .filter((b) => b.animals > 0)
    .slice(0, BREED_LIMIT)
    .map((b) => ({
      key: `${b.specie_id}:${b.breed_id ?? ''}`,
      breed_id: b.breed_id,
      specie_id: b.specie_id,
      label: `${b.breed ?? noBreed} · ${b.specie}`,
      animals: b.animals,
      registrations: b.registrations,
    }));
}

/** An axis label for a bucket: a short month name (with the year when several years show) or a week. */
export function bucketLabel(
  key: string,
  locale: string,
  weekLabel: (week: number) => string,
  withYear: boolean,
) {
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) return withYear ? `${weekLabel(Number(week[2]))} ${week[1]}` : weekLabel(Number(week[2]));
  const [year = 0, month = 1] = key.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions = withYear
    ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
    : { month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(Date.UTC(year, month - 1, 15)));
}
