/**
 * Which provinces a dashboard answer covers: the `province_id` filter and the viewer's areas. Viewers
 * limited to provinces (or national) are answered from the rollups, keyed by province; finer areas
 * (departments, municipalities, villages) keep a condition over the registrations.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AreaSet, isNational, LEVELS } from '../areas/levels';

export interface ProvinceScope {
  /** Null: every province. Empty: none (a province filter outside the viewer's provinces). */
  provinces: readonly number[] | null;
  /** True when the viewer's areas include something finer than a province. */
  finer: boolean;
}

export function provinceScope(areas: AreaSet, provinceId: number | null): ProvinceScope {
  const [top, ...below] = LEVELS;
  const finer = below.some((level) => (areas[level.resource.name]?.length ?? 0) > 0);
  const mine = isNational(areas) || finer || !top ? null : (areas[top.resource.name] ?? []);
  if (provinceId === null) return { provinces: mine, finer };
  return { provinces: mine === null || mine.includes(provinceId) ? [provinceId] : [], finer };
}

export const inProvinces = (column: AnyPgColumn | SQL, provinces: readonly number[]): SQL =>
  provinces.length
    ? sql`${column} IN ${sql`(${sql.join(
        provinces.map((id) => sql`${id}`),
        sql`, `,
      )})`}`
    : sql`false`;
