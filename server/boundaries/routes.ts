/**
 * `PUT /api/boundaries/{level}`: an administrator imports the outlines of provinces or departments
 * (geoBoundaries, OCHA or the national statistics office's GeoJSON), for the dashboard's choropleth.
 * Allowed to whoever may edit that level's areas; recorded in the audit trail.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resourceByName } from '../../resources';
import { recordAudit } from '../audit/record';
import { authorize } from '../crud/request';
import type { Orm } from '../db/connect';
import { areaBoundaries, type BoundaryLevel, departments, provinces } from '../db/schema';
import { invalid, notFound } from '../http/errors';
import { translatorFor } from '../http/locale';
import { readOutlines } from './geojson';
import { type MatchableArea, matchOutlines } from './match';
import { boundarySchemas } from './route-schemas';
import { saveOutlines } from './store';

/** Real boundary files run to megabytes (geoBoundaries' full-resolution provinces of Chad: ~5 MB). */
const BODY_LIMIT = 25 * 1024 * 1024;

async function matchableAreas(orm: Orm, level: BoundaryLevel): Promise<MatchableArea[]> {
  if (level === 'provinces') {
    const rows = await orm
      .select({
        id: provinces.id,
        name: provinces.name,
        reference: provinces.reference,
        code: provinces.code,
      })
      .from(provinces)
      .where(isNull(provinces.deleted_at));
    return rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      keys: [r.reference, r.code].filter((k): k is string => typeof k === 'string'),
    }));
  }
  const rows = await orm
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(isNull(departments.deleted_at));
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), keys: [] }));
}

export async function boundaryRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  app.put<{ Params: { level: BoundaryLevel }; Querystring: { source?: string } }>(
    '/boundaries/:level',
    { schema: boundarySchemas.import, bodyLimit: BODY_LIMIT },
    async (request) => {
      const { level } = request.params;
      const resource = resourceByName(level);
      if (!resource) throw notFound();
      authorize(request, resource.access.write);
      const t = translatorFor(request);
      const read = readOutlines(request.body);
      if (!read) throw invalid({ file: [t('dashboard.errors.notCollection')] });
      if (read.problems.length) {
        const features = read.problems.map((p) => p.index + 1).join(', ');
        throw invalid({ file: [t('dashboard.errors.geometry', { features })] });
      }
      const areas = await matchableAreas(orm, level);
      const { matched, unmatched } = matchOutlines(read.features, areas);
      if (!matched.length) throw invalid({ file: [t('dashboard.errors.noMatch')] });
      const source = (request.query.source ?? '').trim() || 'import';

      const saved = await orm.transaction(async (tx) => {
        const count = await saveOutlines(
          tx,
          level,
          matched.map((m) => ({ areaId: m.area.id, geometry: m.feature.geometry })),
          { source, approximate: false },
        );
        await recordAudit(tx, request, {
          action: 'import',
          resource: level,
          changes: { boundaries: { before: null, after: `${source}: ${count}` } },
        });
        return count;
      });
      const imported = await orm
        .select({ id: areaBoundaries.area_id })
        .from(areaBoundaries)
        .where(and(eq(areaBoundaries.level, level), eq(areaBoundaries.approximate, false)));
      const withOutline = new Set(imported.map((r) => r.id));
      return {
        saved,
        matched: matched.map((m) => ({ area_id: m.area.id, name: m.area.name, feature: m.feature.index })),
        unmatched: unmatched.map((f) => ({ feature: f.index, label: f.labels[0] ?? null })),
        without: areas.filter((a) => !withOutline.has(a.id)).map((a) => ({ id: a.id, name: a.name })),
      };
    },
  );
}
