/**
 * What the outbreak code reads from a registration, in one place: the date of its case and whether it
 * counts.
 */
import { type SQL, sql } from 'drizzle-orm';

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/**
 * The day the case started (earliest known), a calendar day: its onset date, else the day it was
 * reported (the form's report date, else the day the report arrived in the dashboard's time zone).
 */
export const caseDate = (alias: string): SQL =>
  sql`coalesce(${column(alias, 'onset_date')}, ${column(alias, 'report_date')}, dashboard_day(${column(alias, 'created_at')}))`;

/**
 * A registration counts in an outbreak while it is live, not canceled and not ruled out: WAHIS outbreaks
 * are made of suspected and confirmed cases.
 */
export const countsInOutbreak = (alias: string): SQL =>
  sql`${column(alias, 'deleted_at')} IS NULL AND ${column(alias, 'status')} <> 'canceled'
      AND ${column(alias, 'classification')} IS DISTINCT FROM 'ruled_out'`;

/** Sick animals of a registration (the spec's males + females). */
export const casesOf = (alias: string): SQL =>
  sql`(${column(alias, 'male_number')} + ${column(alias, 'female_number')})`;

/** When the case was confirmed (clinically or by the laboratory), if it was. */
export const confirmedAt = (alias: string): SQL => column(alias, 'confirmed_at');
