/** Column mappings of bulk imports saved per source (a Kobo form, a partner's spreadsheet), per resource. */

import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const importMappings = pgTable(
  'import_mappings',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    source: text('source').notNull(),
    /** Header → target (a field key, `coordinates.lat`…). */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    // No foreign key: a mapping outlives the account that saved it.
    user_id: integer('user_id'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_source_unique').on(t.resource, sql`lower(${t.source})`)],
);
