/** Assembles `GET /api/dashboard` from the grouped rows of a source (rollups or raw tables). */
import { REGISTRATION_STATUSES } from '../../resources/registrations';
import { oneOf } from '../../shared/narrow';
import { evolutionBuckets } from './buckets';
import { addDays, DASHBOARD_TIME_ZONE } from './calendar';
import { OPEN_RANGE, type SummaryParams } from './params';
import type { Counts, DashboardSummary, Status, SummarySource } from './summary-types';
import { buildTimeliness } from './timeliness';

const counts = (row: { registrations: number; males: number; females: number }): Counts => ({
  registrations: Number(row.registrations),
  animals: Number(row.males) + Number(row.females),
  males: Number(row.males),
  females: Number(row.females),
});

const zero = (): Counts => ({ registrations: 0, animals: 0, males: 0, females: 0 });

const add = (into: Counts, more: Counts) => {
  into.registrations += more.registrations;
  into.animals += more.animals;
  into.males += more.males;
  into.females += more.females;
};

/** Sums rows sharing a key; keeps the first row's labels. */
function groupBy<T extends object>(rows: (T & Counts)[], keyOf: (row: T) => string): (T & Counts)[] {
  const groups = new Map<string, T & Counts>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) add(group, row);
    else groups.set(key, { ...row });
  }
  return [...groups.values()];
}

/** Most sick animals first, then most registrations, then by the names, in order. */
function largestFirst<T extends Counts>(rows: T[], labels: (row: T) => string[]): T[] {
  const byNames = (a: T, b: T) => {
    const [left, right] = [labels(a), labels(b)];
    for (const [i, name] of left.entries()) {
      const order = name.localeCompare(right[i] ?? '');
      if (order) return order;
    }
    return 0;
  };
  return rows.sort((a, b) => b.animals - a.animals || b.registrations - a.registrations || byNames(a, b));
}

export async function buildSummary(source: SummarySource, params: SummaryParams): Promise<DashboardSummary> {
  const [span, registrationRows, diseaseRows, evolutionRows, classificationRows, delayRows] =
    await Promise.all([
      source.yearSpan(params),
      source.registrationGroups(params),
      source.diseaseGroups(params),
      source.evolutionGroups(params, params.period),
      source.classificationGroups(params),
      source.delayGroups(params),
    ]);
  const registrations = registrationRows.map((row) => ({ ...row, ...counts(row) }));

  const totals = { ...zero(), by_status: {} as Record<Status, Counts> };
  for (const status of REGISTRATION_STATUSES) totals.by_status[status] = zero();
  for (const row of registrations) {
    add(totals, row);
    const status = oneOf(REGISTRATION_STATUSES, row.status);
    if (status) add(totals.by_status[status], row);
  }

  const bySpecies = largestFirst(
    groupBy(
      registrations.map(({ specie_id, specie, ...c }) => ({ specie_id, specie, ...counts(c) })),
      (row) => String(row.specie_id),
    ),
    (row) => [row.specie],
  );

  const byBreed = largestFirst(
    groupBy(
      registrations.map(({ breed_id, breed, specie_id, specie, ...c }) => ({
        breed_id,
        breed,
        specie_id,
        specie,
        ...counts(c),
      })),
      (row) => `${row.specie_id}:${row.breed_id ?? ''}`,
    ),
    // Registrations without a breed sort after the named breeds of the same size, then by species.
    (row) => [row.breed ?? '\uffff', row.specie],
  );

  const speciesByDisease = diseaseRows
    .map(({ specie_id, specie, disease_id, disease, ...c }) => ({
      specie_id,
      specie,
      disease_id,
      disease,
      ...counts(c),
    }))
    .sort((a, b) => a.disease.localeCompare(b.disease) || a.specie.localeCompare(b.specie));

  const rows = evolutionRows
    .map(({ bucket, disease_id, disease, ...c }) => ({ bucket, disease_id, disease, ...counts(c) }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.disease.localeCompare(b.disease));
  const buckets = evolutionBuckets(params, rows);

  const years: number[] = [];
  if (span.first !== null && span.last !== null) for (let y = span.last; y >= span.first; y--) years.push(y);

  return {
    filters: {
      specie_id: params.specieId,
      year: params.year,
      province_id: params.provinceId,
      from: params.range && params.range.from !== OPEN_RANGE.from ? params.range.from : null,
      to: params.range && params.range.to !== OPEN_RANGE.to ? addDays(params.range.to, -1) : null,
      period: params.period,
      confirmed: params.confirmed,
    },
    time_zone: DASHBOARD_TIME_ZONE,
    years,
    totals,
    species_by_disease: speciesByDisease,
    evolution: { period: params.period, buckets, rows },
    by_species: bySpecies,
    by_breed: byBreed,
    timeliness: buildTimeliness(classificationRows, delayRows),
  };
}
