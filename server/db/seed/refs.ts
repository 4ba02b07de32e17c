/**
 * Registration references: REG-YYMMDD-XXXXX, the date in UTC. Demo refs end in a zero-padded decimal
 * sequence; bulk refs end in the row id written in base 36 and shifted so the first character is a letter
 * (A…Z for ids below 43 million), so the two never collide and bulk runs never collide with each other.
 */
import { type SQL, sql } from 'drizzle-orm';

export const refDate = (at: Date): string => at.toISOString().slice(2, 10).replaceAll('-', '');

export const demoRef = (at: Date, sequence: number): string =>
  `REG-${refDate(at)}-${String(sequence).padStart(5, '0')}`;

const BULK_SHIFT = 10 * 36 ** 4;
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function bulkRef(at: Date, id: number): string {
  return `REG-${refDate(at)}-${(id + BULK_SHIFT).toString(36).toUpperCase()}`;
}

/** The SQL twin of bulkRef, for ids up to 2^31. */
export function bulkRefSql(at: SQL, id: SQL): SQL {
  const x = sql`(${id} + ${sql.raw(String(BULK_SHIFT))})`;
  const digit = (power: number) =>
    sql`substr('${sql.raw(DIGITS)}', (${x} / ${sql.raw(String(36 ** power))} % 36)::int + 1, 1)`;
  const sixth = sql`CASE WHEN ${x} >= ${sql.raw(String(36 ** 5))} THEN ${digit(5)} ELSE '' END`;
  return sql`'REG-' || to_char(${at} AT TIME ZONE 'UTC', 'YYMMDD') || '-' || ${sixth} || ${digit(4)} || ${digit(3)} || ${digit(2)} || ${digit(1)} || ${digit(0)}`;
}
