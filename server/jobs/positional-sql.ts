import { type SQL, sql } from 'drizzle-orm';

/**
 * A query written with PostgreSQL's $1, $2… placeholders (pg-boss's) as a Drizzle SQL object, so it runs on
 * a Drizzle transaction of either driver. Each placeholder becomes a bound parameter, never inlined text.
 */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
