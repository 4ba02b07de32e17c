/**
 * What the outbreak code reads from a registration, in one place: the date of its case and whether it
 * counts. Registrations have no onset date yet, so a case dates from its report.
 */
import { type SQL, sql } from 'drizzle-orm';

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/** The day the case started (earliest known): the report's time until an onset date is recorded. */
export const caseDate = (alias: string): SQL => column(alias, 'created_at');

/** A registration counts in an outbreak while it is live and not canceled. */
export const countsInOutbreak = (alias: string): SQL =>
  sql`${column(alias, 'deleted_at')} IS NULL AND ${column(alias, 'status')} <> 'canceled'`;

/** Sick animals of a registration (the spec's males + females). */
export const casesOf = (alias: string): SQL =>
  sql`(${column(alias, 'male_number')} + ${column(alias, 'female_number')})`;
