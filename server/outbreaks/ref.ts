import { type SQL, sql } from 'drizzle-orm';

/**
 * An outbreak's reference, OB-{year of its first case}-{id}: the id padded to four digits, never cut
 * (a registry passes outbreak 9,999; `lpad` alone would cut 12345 to 1234 and repeat a reference).
 */
export const outbreakRef = (firstDay: SQL, id: SQL): SQL =>
  sql`'OB-' || to_char(${firstDay}, 'YYYY') || '-' || lpad(${id}::text, greatest(4, length(${id}::text)), '0')`;
