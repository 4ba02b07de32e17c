/** The notification centre: one row per alert and recipient, read or not. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
