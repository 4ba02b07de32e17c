import { type SQL, sql } from 'drizzle-orm';

/** An int[] literal; the values are checked integers, so inlining them is safe and keeps params few. */
export function intArray(values: readonly number[]): SQL {
  if (!values.every(Number.isSafeInteger)) throw new Error('intArray: integers only');
  return sql.raw(values.length ? `ARRAY[${values.join(',')}]::int[]` : `'{}'::int[]`);
}

export function floatArray(values: readonly number[]): SQL {
  if (!values.every(Number.isFinite)) throw new Error('floatArray: finite numbers only');
  return sql.raw(values.length ? `ARRAY[${values.join(',')}]::float8[]` : `'{}'::float8[]`);
}
