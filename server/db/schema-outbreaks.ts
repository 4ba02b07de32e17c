/**
 * Which registrations an outbreak holds, one disease at a time: a registration reporting two diseases
 * belongs to one outbreak of each. `moved_by` marks a reviewer's choice, which grouping never undoes.
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { diseases, outbreaks } from './schema';

export const outbreakRegistrations = pgTable(
  'outbreak_registrations',
  {
    outbreak_id: integer('outbreak_id')
      .notNull()
      .references(() => outbreaks.id, { onDelete: 'cascade' }),
    // No foreign key (drizzle/0059): a trigger refuses a link to a missing report and a report's deletion
    // removes its links, without the key's lock on each linked report.
    registration_id: integer('registration_id').notNull(),
    disease_id: integer('disease_id')
      .notNull()
      .references(() => diseases.id, { onDelete: 'cascade' }),
    moved_by: integer('moved_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registration_id, t.disease_id] }),
    index('outbreak_registrations_outbreak_idx').on(t.outbreak_id),
  ],
);
