import { sql } from 'drizzle-orm';

/**
 * The access generation as text (bigint), read in the same statement as a session or token: it moves
 * forward in every transaction that changes users, roles, permissions or areas (migration 0030).
 */
export const accessGenerationColumn = sql`(SELECT generation FROM access_generation)::text AS access_generation`;

/** What a row read with `accessGenerationColumn` carries. */
export interface GenerationRow {
  access_generation: string | null;
}
