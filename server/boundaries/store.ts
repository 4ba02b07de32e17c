/** Writing outlines: an imported one replaces whatever the area had; an approximate one never replaces an imported one. */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { areaBoundaries, type BoundaryLevel } from '../db/schema';
import type { Outline } from './geojson';

export interface AreaOutline {
  areaId: number;
  geometry: Outline;
}

export async function saveOutlines(
  orm: Orm,
  level: BoundaryLevel,
  outlines: readonly AreaOutline[],
  { source, approximate }: { source: string; approximate: boolean },
): Promise<number> {
  if (!outlines.length) return 0;
  const rows = outlines.map((o) => ({ level, area_id: o.areaId, geometry: o.geometry, approximate, source }));
  const saved = await orm
    .insert(areaBoundaries)
    .values(rows)
    .onConflictDoUpdate({
      target: [areaBoundaries.level, areaBoundaries.area_id],
      set: {
        geometry: sql`excluded.geometry`,
        approximate: sql`excluded.approximate`,
        source: sql`excluded.source`,
        updated_at: sql`now()`,
      },
      setWhere: approximate ? sql`${areaBoundaries.approximate}` : undefined,
    })
    .returning({ id: areaBoundaries.area_id });
  return saved.length;
}
