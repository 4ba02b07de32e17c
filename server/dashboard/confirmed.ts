/**
 * The dashboard's "confirmed cases only" switch over the registrations, the same rule as the rollups'
 * `confirmed` key (drizzle/0042, `dashboard_confirmed()`).
 */
import { type SQL, sql } from 'drizzle-orm';
import { CONFIRMED_CLASSIFICATIONS } from '../../resources/registrations';

/** The condition over a classification column (a registration's, or the classification rollup's). */
export const confirmedClassification = (column: unknown): SQL =>
  sql`${column} IN (${sql.join(
    CONFIRMED_CLASSIFICATIONS.map((c) => sql`${c}`),
    sql`, `,
  )})`;
