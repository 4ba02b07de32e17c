/**
 * The six counts of a WAHIS outbreak row, summed over an outbreak's registrations of one species. Cases
 * are the sick animals (males + females); the other counts are not recorded on registrations yet and stay
 * empty (unknown) rather than zero.
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

const recorded: Partial<Record<WahisCount, (alias: string) => SQL>> = { cases: casesOf };

/** `sum(...)` of one count over registrations under `alias`; NULL when none recorded it. */
export const summed = (count: WahisCount, alias: string): SQL => {
  const value = recorded[count];
  return value ? sql`sum(${value(alias)})::int` : sql`NULL::int`;
};
