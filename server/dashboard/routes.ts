/** The dashboard's endpoints (DESIGN §4), readable by every back-office role. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backOffice } from '../../resources/kit';
import { registrationsInAreas } from '../areas/scope';
import { requireViewer } from '../auth/routes';
import type { Orm } from '../db/connect';
import { forbidden } from '../http/errors';
import { requestLocale, translatorFor } from '../http/locale';
import { openAlertsByArea } from './alert-areas';
import { alertsAnswer } from './alerts';
import { areasAnswer } from './areas';
import { mapAnswer } from './map';
import { ongoingOutbreaksAnswer, outbreaksAnswer } from './outbreaks';
import {
  type DashboardFilters,
  parseAreaParams,
  parseFilterParams,
  parseMapParams,
  parseSummaryParams,
} from './params';
import { provinceScope } from './provinces';
import { dashboardSchemas } from './route-schemas';
import { rangedSource } from './source-ranged';
import { areaGroups, rawSource } from './source-raw';
import { rollupSource } from './source-rollup';
import { buildSummary } from './summary';

/**
 * Back-office roles only. The viewer's scope: their provinces and the province filter, intersected (the
 * rollups answer), plus a condition over the registrations when their areas are finer than a province.
 */
function scoped<T extends DashboardFilters>(request: FastifyRequest, filters: T): T {
  const viewer = requireViewer(request);
  if (!backOffice(viewer)) throw forbidden();
  const { provinces, finer } = provinceScope(viewer.areas, filters.provinceId);
  return {
    ...filters,
    provinces,
    area: finer ? registrationsInAreas('r', viewer.areas) : undefined,
    language: requestLocale(request),
  };
}

/** The dashboard's query strings, checked by each route's schema, then parsed (params.ts). */
type WithQuery = { Querystring: Record<string, unknown> };

export async function dashboardRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  const raw = rawSource(orm);
  const rollups = rangedSource(rollupSource(orm), raw);

  app.get<WithQuery>('/dashboard', { schema: dashboardSchemas.summary }, async (request, reply) => {
    const params = scoped(request, parseSummaryParams(request.query, translatorFor(request)));
    reply.header('Cache-Control', 'private, no-cache');
    return buildSummary(params.area ? raw : rollups, params);
  });

  app.get<WithQuery>('/dashboard/map', { schema: dashboardSchemas.map }, async (request, reply) => {
    const params = scoped(request, parseMapParams(request.query, translatorFor(request)));
    reply.header('Cache-Control', 'private, no-cache');
    return mapAnswer(orm, params);
  });

  /** Outbreaks carry the same ancestry columns as registrations: the viewer's finer areas apply as is. */
  const outbreakSelection = (request: FastifyRequest<WithQuery>, reply: FastifyReply) => {
    const params = scoped(request, parseFilterParams(request.query, translatorFor(request)));
    reply.header('Cache-Control', 'private, no-cache');
    const area = params.area ? registrationsInAreas('o', requireViewer(request).areas) : undefined;
    return { params, area };
  };

  app.get<WithQuery>(
    '/dashboard/outbreaks',
    { schema: dashboardSchemas.outbreaks },
    async (request, reply) => {
      const { params, area } = outbreakSelection(request, reply);
      return outbreaksAnswer(orm, params, area);
    },
  );

  app.get<WithQuery>(
    '/dashboard/outbreaks/ongoing',
    { schema: dashboardSchemas.ongoingOutbreaks },
    async (request, reply) => {
      const { params, area } = outbreakSelection(request, reply);
      return ongoingOutbreaksAnswer(orm, params, area);
    },
  );

  app.get<WithQuery>('/dashboard/alerts', { schema: dashboardSchemas.alerts }, async (request, reply) => {
    const params = scoped(request, parseFilterParams(request.query, translatorFor(request)));
    reply.header('Cache-Control', 'private, no-cache');
    // Alerts carry the ancestry of their area like registrations: the viewer's finer areas apply as is.
    const area = params.area ? registrationsInAreas('a', requireViewer(request).areas) : undefined;
    return alertsAnswer(orm, params, area);
  });

  app.get<WithQuery>('/dashboard/areas', { schema: dashboardSchemas.areas }, async (request, reply) => {
    const params = scoped(request, parseAreaParams(request.query, translatorFor(request)));
    reply.header('Cache-Control', 'private, no-cache');
    // Provinces come from the rollups; departments, and viewers limited to finer areas, from the
    // registrations (one province's, through the province index).
    const groups =
      params.level === 'province' && !params.area
        ? () => rollups.provinceGroups(params)
        : () => areaGroups(orm, params, params.level);
    const viewer = requireViewer(request);
    const alertArea = params.area ? registrationsInAreas('a', viewer.areas) : undefined;
    return areasAnswer(orm, params, groups, viewer.areas, () => openAlertsByArea(orm, params, alertArea));
  });
}
