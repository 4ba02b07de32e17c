/**
 * The data upgrades a database has been through (server/upgrade/): each runs once, at the first start of a
 * version that brings it, and is recorded here with what it did.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const upgradeSteps = pgTable('upgrade_steps', {
  name: text('name').primaryKey(),
  done_at: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  /** What the step changed (counts), for whoever reads the database after an upgrade. */
  result: jsonb('result'),
});
