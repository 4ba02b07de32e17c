/**
 * Photos of a registration taken in the field (at most `MAX_PHOTOS` each), kept in the database with
 * their thumbnail so a backup holds them and no shared disk is needed between servers.
 */

import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { registrations, users } from './schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const registrationPhotos = pgTable(
  'registration_photos',
  {
    id: serial('id').primaryKey(),
    registration_id: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** The type read from the file's first bytes, never the one the client claimed. */
    type: text('type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** A JPEG at most `THUMBNAIL_SIZE` pixels wide and high, for the registration's page. */
    thumbnail: bytea('thumbnail').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_photos_registration_id_idx').on(t.registration_id)],
);
