/** The dashboard's endpoints (DESIGN §4), readable by every back-office role. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../resources/kit';
import { requireViewer } from '../auth/routes';
import type { Orm } from '../db/connect';
import { forbidden } from '../http/errors';
import { requestLocale, translatorFor } from '../http/locale';
import { mapAnswer } from './map';
import { parseMapParams, parseSummaryParams } from './params';
import { rollupSource } from './source-rollup';
import { buildSummary } from './summary';

const authorize = (request: FastifyRequest) => {
  if (!backOffice(requireViewer(request))) throw forbidden();
};

type Query = Record<string, unknown>;

export async function dashboardRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  const source = rollupSource(orm);

  app.get('/dashboard', async (request, reply) => {
    authorize(request);
    const params = {
      ...parseSummaryParams(request.query as Query, translatorFor(request)),
      language: requestLocale(request),
    };
    reply.header('Cache-Control', 'private, no-cache');
    return buildSummary(source, params);
  });

  app.get('/dashboard/map', async (request, reply) => {
    authorize(request);
    const params = {
      ...parseMapParams(request.query as Query, translatorFor(request)),
      language: requestLocale(request),
    };
    reply.header('Cache-Control', 'private, no-cache');
    return mapAnswer(orm, params);
  });
}
