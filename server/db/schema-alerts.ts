/** The notification centre: one row per alert and recipient, read or not. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { columnOf } from './resource-tables';
import { tableNamed } from './schema';

// Resolved lazily: this file is re-exported by ./schema, which builds the registry's tables.
const idOf = (name: string) => columnOf(tableNamed(name), 'id');

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    alert_id: integer('alert_id')
      .notNull()
      .references(() => idOf('alerts'), { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_alert_unique').on(t.user_id, t.alert_id),
    // The bell's count and the centre's newest-first page.
    index('notifications_user_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} IS NULL`),
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    index('notifications_alert_idx').on(t.alert_id),
  ],
);

/**
 * Live reports (not trashed, not cancelled) per epidemiological week (its Monday, from the report date),
 * disease, species and area, kept exact on every write by triggers (drizzle/0047), so that a baseline rule
 * reads its usual counts from a few rows instead of the ~150k reports of its 15 comparison weeks. Each
 * report counts once at each level (1 province … 4 village) under its place's ancestry down to that level
 * (deeper columns 0; 0 also stands for "no place"), and once per disease plus once under disease 0, "any
 * notifiable disease", when one of its diseases is notifiable.
 */
export const alertWeekCounts = pgTable(
  'alert_week_counts',
  {
    level: smallint('level').notNull(),
    disease_id: integer('disease_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    province_id: integer('province_id').notNull(),
    department_id: integer('department_id').notNull(),
    municipality_id: integer('municipality_id').notNull(),
    village_id: integer('village_id').notNull(),
    specie_id: integer('specie_id').notNull(),
    registrations: integer('registrations').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'alert_week_counts_pk',
      columns: [
        t.level,
        t.disease_id,
        t.week,
        t.province_id,
        t.department_id,
        t.municipality_id,
        t.village_id,
        t.specie_id,
      ],
    }),
  ],
);
