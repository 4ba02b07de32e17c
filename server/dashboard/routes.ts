/** The dashboard's endpoints (DESIGN §4), readable by every back-office role. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../resources/kit';
import { registrationsInAreas } from '../areas/scope';
import { requireViewer } from '../auth/routes';
import type { Orm } from '../db/connect';
import { forbidden } from '../http/errors';
import { requestLocale, translatorFor } from '../http/locale';
import { mapAnswer } from './map';
import { parseMapParams, parseSummaryParams } from './params';
import { dashboardSchemas } from './route-schemas';
import { rawSource } from './source-raw';
import { rollupSource } from './source-rollup';
import { buildSummary } from './summary';

/** Back-office roles only; returns the viewer's area condition (undefined: national). */
const authorize = (request: FastifyRequest) => {
  const viewer = requireViewer(request);
  if (!backOffice(viewer)) throw forbidden();
  return registrationsInAreas('r', viewer.areas);
};

type Query = Record<string, unknown>;

export async function dashboardRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  const rollups = rollupSource(orm);
  const raw = rawSource(orm);

  app.get('/dashboard', { schema: dashboardSchemas.summary }, async (request, reply) => {
    const area = authorize(request);
    const params = {
      ...parseSummaryParams(request.query as Query, translatorFor(request)),
      language: requestLocale(request),
      area,
    };
    reply.header('Cache-Control', 'private, no-cache');
    return buildSummary(area ? raw : rollups, params);
  });

  app.get('/dashboard/map', { schema: dashboardSchemas.map }, async (request, reply) => {
    const area = authorize(request);
    const params = {
      ...parseMapParams(request.query as Query, translatorFor(request)),
      language: requestLocale(request),
      area,
    };
    reply.header('Cache-Control', 'private, no-cache');
    return mapAnswer(orm, params);
  });
}
