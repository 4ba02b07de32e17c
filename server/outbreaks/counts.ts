/**
 * The six counts of a WAHIS outbreak row, summed over an outbreak's registrations of one species: animals
 * at risk, cases (the sick animals: males + females), deaths, killed and disposed of, slaughtered and
 * vaccinated. A count no registration recorded stays empty (unknown) rather than zero.
 */
import { type SQL, sql } from 'drizzle-orm';
import { casesOf } from './case-date';

export const WAHIS_COUNTS = [
  'susceptible',
  'cases',
  'deaths',
  'destroyed',
  'slaughtered',
  'vaccinated',
] as const;
export type WahisCount = (typeof WAHIS_COUNTS)[number];

const recordedColumn = (name: string) => (alias: string) =>
  sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

const recorded: Record<WahisCount, (alias: string) => SQL> = {
  susceptible: recordedColumn('susceptible'),
  cases: casesOf,
  deaths: recordedColumn('deaths'),
  destroyed: recordedColumn('destroyed'),
  slaughtered: recordedColumn('slaughtered'),
  vaccinated: recordedColumn('vaccinated'),
};

/** `sum(...)` of one count over registrations under `alias`; NULL when none recorded it. */
export const summed = (count: WahisCount, alias: string): SQL => sql`sum(${recorded[count](alias)})::int`;
