/**
 * The statistical shape of the registrations, shared by the demo (drawn in Node) and the bulk generator
 * (drawn in SQL): which species, which diseases for that species, which month for that disease, which
 * status for that age. Weighted choices become lookup tables so SQL can pick them with one random index.
 */
import { nth } from '../../../shared/arrays';
import { DISEASES, FIELD_ACTIVITY } from './data/diseases';
import { SPECIES } from './data/species';

export const TABLE_SIZE = 1000;
export const YEARS = 3;
export const SECOND_DISEASE_RATE = 0.3;
export const NO_BREED_RATE = 0.1;
export const MAX_ANIMALS = 40;
export const VILLAGE_RADIUS_KM = 3;
/** Recent cases are mostly still waiting; old ones were mostly handled. */
export const RECENT_DAYS = 60;
export const STATUS_RECENT = { waiting: 0.55, finished: 0.4 };
export const STATUS_OLD = { waiting: 0.05, finished: 0.87 };

export interface ModelInput {
  species: { id: number; name: string }[];
  breeds: { id: number; specie_id: number }[];
  diseases: { id: number; name: string }[];
  now: Date;
}

/** A slice of the time window (epoch ms), at most one calendar month. */
export interface Period {
  start: number;
  duration: number;
}

export interface Model {
  speciesIds: number[];
  /** Indexes into speciesIds. */
  speciesTable: number[];
  diseaseIds: number[];
  /** Per species index: indexes into diseaseIds. */
  diseaseTables: number[][];
  /** Per species index: its breed ids. */
  breedIds: number[][];
  periods: Period[];
  /** Per disease index: indexes into periods. */
  periodTables: number[][];
  now: number;
}

const norm = (name: string) => name.trim().toLowerCase();

export function buildModel(input: ModelInput): Model {
  const speciesProfiles = input.species.map((s) => SPECIES.find((p) => norm(p.name) === norm(s.name)));
  const diseaseProfiles = input.diseases.map((d) => DISEASES.find((p) => norm(p.name) === norm(d.name)));
  const periods = timeWindow(input.now);
  return {
    speciesIds: input.species.map((s) => s.id),
    speciesTable: lookupTable(speciesProfiles.map((p) => p?.weight ?? 5)),
    diseaseIds: input.diseases.map((d) => d.id),
    diseaseTables: speciesProfiles.map((profile) =>
      lookupTable(diseaseProfiles.map((d) => (profile && d ? (d.species[profile.key] ?? 0) : 1))),
    ),
    breedIds: input.species.map((s) => input.breeds.filter((b) => b.specie_id === s.id).map((b) => b.id)),
    periods,
    periodTables: diseaseProfiles.map((d) => lookupTable(periodWeights(periods, d?.months))),
    now: input.now.getTime(),
  };
}

/** The last YEARS years before `now`, cut at calendar-month boundaries (UTC). */
export function timeWindow(now: Date): Period[] {
  const end = now.getTime();
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - YEARS);
  const periods: Period[] = [];
  let start = from.getTime();
  while (start < end) {
    const date = new Date(start);
    const next = Math.min(end, Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
    periods.push({ start, duration: next - start });
    start = next;
  }
  return periods;
}

const MONTH_MS = 30.44 * 86_400_000;

function periodWeights(periods: Period[], months: number[] | undefined): number[] {
  const first = nth(periods, 0).start;
  const last = nth(periods, periods.length - 1);
  const span = last.start + last.duration - first;
  return periods.map(({ start, duration }) => {
    const month = new Date(start).getUTCMonth();
    // Reporting grows as more posts adopt the system.
    const adoption = 0.8 + 0.4 * ((start - first) / span);
    return (months?.[month] ?? 1) * nth(FIELD_ACTIVITY, month) * adoption * (duration / MONTH_MS);
  });
}

/** TABLE_SIZE indexes, each index appearing in proportion to its weight (largest remainder). */
export function lookupTable(weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares =
    total > 0 ? weights.map((w) => (w / total) * TABLE_SIZE) : weights.map(() => TABLE_SIZE / weights.length);
  const counts = shares.map(Math.floor);
  const byRemainder = shares.map((s, i) => ({ remainder: s - Math.floor(s), i }));
  byRemainder.sort((a, b) => b.remainder - a.remainder);
  let missing = TABLE_SIZE - counts.reduce((sum, c) => sum + c, 0);
  for (const { i } of byRemainder) {
    if (missing-- <= 0) break;
    counts[i] = nth(counts, i) + 1;
  }
  return counts.flatMap((count, index) => Array<number>(count).fill(index));
}
