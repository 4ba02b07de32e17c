import { sql } from 'drizzle-orm';

/**
 * The access generation as text (bigint), read in the same statement as a session or token: it moves
 * forward in every transaction that changes users, roles, permissions or areas (migration 0030).
 */
export const accessGenerationValue = sql<string | null>`(SELECT generation FROM access_generation)::text`;
export const accessGenerationColumn = sql`${accessGenerationValue} AS access_generation`;

/** What a row read with `accessGenerationColumn` carries. */
export interface GenerationRow {
  access_generation: string | null;
}
