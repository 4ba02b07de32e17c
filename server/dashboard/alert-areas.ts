/**
 * The choropleth's alert layer (issue 11): how many open alerts fall in each area shown (a province, or a
 * department of the province drilled into), with the same selection as the open-alerts card. An alert
 * raised for a wider area than the level shown (the whole country over the provinces, the whole province
 * over its departments) belongs to none of them: it is counted apart.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { openAlertsSelected } from './alerts';
import type { AreaParams } from './params';

export interface OpenAlertsByArea {
  byArea: Map<number, number>;
  /** Open alerts of an area wider than the level shown. */
  wider: number;
}

export async function openAlertsByArea(
  orm: Orm,
  params: AreaParams,
  area: SQL | undefined,
): Promise<OpenAlertsByArea> {
  if (params.provinces && !params.provinces.length) return { byArea: new Map(), wider: 0 };
  const where = openAlertsSelected(params, area);
  const rows =
    params.level === 'province'
      ? await queryRows<{ area_id: number | null; n: number }>(
          orm,
          sql`SELECT a.province_id AS area_id, count(*)::int AS n FROM alerts a WHERE ${where} GROUP BY 1`,
        )
      : await queryRows<{ area_id: number | null; n: number }>(
          orm,
          sql`SELECT a.department_id AS area_id, count(*)::int AS n FROM alerts a
              WHERE ${where} AND a.province_id = ${params.provinceId} GROUP BY 1`,
        );
  const byArea = new Map<number, number>();
  let wider = 0;
  for (const row of rows) {
    if (row.area_id === null) wider += row.n;
    else byArea.set(Number(row.area_id), row.n);
  }
  return { byArea, wider };
}
