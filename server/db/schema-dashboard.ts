/**
 * Dashboard rollups: exact aggregates of the live (not trashed) registrations, kept up to date by
 * triggers on every write (drizzle/*_dashboard_*triggers.sql) and rebuildable with
 * `npx tsx server/dashboard/rebuild.ts`. Months and weeks are local, in the dashboard's time zone
 * (server/dashboard/calendar.ts). Coarse grains keep every dashboard query to a few thousand rows.
 */
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

const counts = () => ({
  registrations: integer('registrations').notNull().default(0),
  males: bigint('males', { mode: 'number' }).notNull().default(0),
  females: bigint('females', { mode: 'number' }).notNull().default(0),
});

/**
 * Every rollup is keyed by the registration's province, so that a provincial viewer's dashboard is read
 * from the rollups too, through an index on (province, period) (0 stands for "no province": a primary
 * key column cannot hold NULL).
 */
const province = () => ({ province_id: integer('province_id').notNull().default(0) });

/**
 * Whether the registrations counted are confirmed cases (clinical or laboratory): the dashboard's
 * "confirmed cases only" switch reads the `true` rows, everything else sums both.
 */
const confirmed = () => ({ confirmed: boolean('confirmed').notNull().default(false) });

/** Registrations per local month (its first day), province, species, breed and status. */
export const dashboardRegistrationMonths = pgTable(
  'dashboard_registration_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    ...province(),
    specie_id: integer('specie_id').notNull(),
    // 0 stands for "no breed": a primary key column cannot hold NULL.
    breed_id: integer('breed_id').notNull(),
    status: text('status').notNull(),
    ...confirmed(),
    ...counts(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.province_id, t.specie_id, t.breed_id, t.status, t.confirmed] }),
    index('dashboard_registration_months_province_idx').on(t.province_id, t.month),
  ],
);

/** Registrations per local month, province, species and disease (a registration counts once for each of its diseases). */
export const dashboardDiseaseMonths = pgTable(
  'dashboard_disease_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    ...province(),
    specie_id: integer('specie_id').notNull(),
    disease_id: integer('disease_id').notNull(),
    ...confirmed(),
    ...counts(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.province_id, t.specie_id, t.disease_id, t.confirmed] }),
    index('dashboard_disease_months_province_idx').on(t.province_id, t.month),
  ],
);

/** The same per ISO (epidemiological) week, keyed by its Monday. */
export const dashboardDiseaseWeeks = pgTable(
  'dashboard_disease_weeks',
  {
    week: date('week', { mode: 'string' }).notNull(),
    ...province(),
    specie_id: integer('specie_id').notNull(),
    disease_id: integer('disease_id').notNull(),
    ...confirmed(),
    ...counts(),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.province_id, t.specie_id, t.disease_id, t.confirmed] }),
    index('dashboard_disease_weeks_province_idx').on(t.province_id, t.week),
  ],
);

/** Registrations per local year, province, species and map cell of the finest clustered zoom (server/dashboard/grid.ts). */
export const dashboardMapCells = pgTable(
  'dashboard_map_cells',
  {
    year: integer('year').notNull(),
    ...province(),
    specie_id: integer('specie_id').notNull(),
    cell_y: integer('cell_y').notNull(),
    cell_x: integer('cell_x').notNull(),
    ...confirmed(),
    registrations: integer('registrations').notNull().default(0),
    animals: bigint('animals', { mode: 'number' }).notNull().default(0),
    // Sums, so that a cluster's centroid is exact whatever cells it merges.
    lat_sum: doublePrecision('lat_sum').notNull().default(0),
    lng_sum: doublePrecision('lng_sum').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.province_id, t.specie_id, t.cell_y, t.cell_x, t.confirmed] }),
    index('dashboard_map_cells_province_idx').on(t.province_id, t.year),
  ],
);

/** Registrations per local month, province, species and case classification (suspected, confirmed, …). */
export const dashboardClassificationMonths = pgTable(
  'dashboard_classification_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    ...province(),
    specie_id: integer('specie_id').notNull(),
    classification: text('classification').notNull(),
    registrations: integer('registrations').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.province_id, t.specie_id, t.classification] }),
    index('dashboard_classification_months_province_idx').on(t.province_id, t.month),
  ],
);

/**
 * The delays of the surveillance chain as histograms: registrations per local month (of the report's
 * creation, as every rollup), province, species, measure (onset → report, report → verification,
 * report → confirmation) and number of days. A median over any selection is read from a few hundred rows.
 */
export const dashboardDelayMonths = pgTable(
  'dashboard_delay_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    ...province(),
    specie_id: integer('specie_id').notNull(),
    measure: text('measure').notNull(),
    days: integer('days').notNull(),
    registrations: integer('registrations').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.province_id, t.specie_id, t.measure, t.days] }),
    index('dashboard_delay_months_province_idx').on(t.province_id, t.month),
  ],
);
