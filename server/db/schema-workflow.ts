/**
 * The history of workflow actions, for every resource that declares actions: who moved which record from
 * which state to which, when, and why.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const workflowTransitions = pgTable(
  'workflow_transitions',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    from_state: text('from_state').notNull(),
    to_state: text('to_state').notNull(),
    comment: text('comment'),
    // No foreign key: the history outlives the user accounts and the records it speaks of.
    user_id: integer('user_id'),
    user_name: text('user_name'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_transitions_record_idx').on(t.resource, t.record_id, t.id)],
);
