/** The outbreak routes beyond the generic ones: summary (screen), WOAH-ready reports, and moves. */

import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { areaWhere, readableInAreas } from '../areas/guard';
import { recordAudit } from '../audit/record';
import type { CrudRegistry } from '../crud/context';
import { authorize, idParam, readScopeOf, visibleIn } from '../crud/request';
import { findRecord } from '../crud/store';
import { notFound } from '../http/errors';
import { requestLocale, translatorFor } from '../http/locale';
import type { WorkflowListener } from '../workflow/events';
import { epidemicCurve } from './curve';
import { outbreakMembers } from './members';
import { moveRegistration } from './move';
import { registrationOutbreaks } from './of-registration';
import { type ReportFormat, type ReportSheet, reportFile } from './report-file';
import { outbreakRows } from './report-rows';
import { type OutbreakReportType, outbreakReport, sixMonthlyReport } from './reports';
import { outbreakSchemas } from './route-schemas';

/** As the six-monthly route's schema checks it. */
interface SixMonthlyQuery {
  year: string;
  semester: '1' | '2';
  format?: ReportFormat;
  part?: 'outbreaks' | 'presence';
}

interface OutbreakRouteOptions {
  registry: CrudRegistry;
  /** Told of a reviewer's move (the `outbreak` event), in its transaction. */
  listeners?: readonly WorkflowListener[];
}

export async function outbreakRoutes(
  app: FastifyInstance,
  { registry, listeners = [] }: OutbreakRouteOptions,
) {
  const resource = registry.resource('outbreaks');

  /** The outbreak, if the viewer may read it (else 403 or 404). */
  const readable = async (request: FastifyRequest) => {
    authorize(request, resource.access.read);
    const id = idParam(request);
    const record = await findRecord(registry, resource, id, registry.orm);
    if (!record || !(await readableInAreas(registry, resource, request, id))) throw notFound();
    return record;
  };

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    report: { sheets: ReportSheet[]; main: ReportSheet },
    name: string,
    format: ReportFormat,
    recordId: number | null,
  ) => {
    const file = await reportFile(report.sheets, report.main, format, requestLocale(request) === 'ar');
    await recordAudit(registry.orm, request, {
      action: 'export',
      resource: 'outbreaks',
      recordId,
      changes: { report: { before: null, after: `${name}.${format}` } },
    });
    reply.header('Content-Type', file.type);
    reply.header('Content-Disposition', `attachment; filename="${name}.${format}"`);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(file.body);
  };

  app.get('/outbreaks/:id/summary', { schema: outbreakSchemas.summary }, async (request) => {
    const outbreak = await readable(request);
    const id = outbreak.id;
    const language = requestLocale(request);
    const [species, weeks, registrations] = [
      await outbreakRows(registry.orm, language, { outbreaks: sql`outbreaks.id = ${id}` }),
      await epidemicCurve(registry.orm, id),
      await outbreakMembers(registry.orm, id, language),
    ];
    return { species, weeks, registrations };
  });

  app.get<{ Querystring: { type: OutbreakReportType; format?: ReportFormat } }>(
    '/outbreaks/:id/report',
    { schema: outbreakSchemas.report },
    async (request, reply) => {
      const outbreak = await readable(request);
      const { query } = request;
      const report = await outbreakReport(
        registry.orm,
        translatorFor(request),
        requestLocale(request),
        outbreak.id,
        query.type,
        new Date(),
      );
      return send(
        request,
        reply,
        report,
        `${outbreak.ref}-${query.type}`,
        query.format ?? 'xlsx',
        outbreak.id,
      );
    },
  );

  // On the registration's page: 404 where its own GET would be (another agent's, outside the areas).
  app.get('/registrations/:id/outbreaks', { schema: outbreakSchemas.ofRegistration }, async (request) => {
    authorize(request, resource.access.read);
    const registrations = registry.resource('registrations');
    const id = idParam(request);
    const registration = await findRecord(registry, registrations, id, registry.orm);
    if (!registration || !visibleIn(readScopeOf(registrations, request), registration)) throw notFound();
    if (!(await readableInAreas(registry, registrations, request, id))) throw notFound();
    return registrationOutbreaks(
      registry.orm,
      id,
      requestLocale(request),
      areaWhere(registry, resource, request),
    );
  });

  app.get<{ Querystring: SixMonthlyQuery }>(
    '/outbreaks/six-monthly',
    { schema: outbreakSchemas.sixMonthly },
    async (request, reply) => {
      authorize(request, resource.access.read);
      const { query } = request;
      const report = await sixMonthlyReport(
        registry.orm,
        translatorFor(request),
        requestLocale(request),
        { year: Number(query.year), semester: query.semester === '1' ? 1 : 2 },
        areaWhere(registry, resource, request),
      );
      const main = query.part === 'presence' ? report.sheets[0]! : report.main;
      const name = `six-monthly-${query.year}-S${query.semester}${query.format === 'csv' ? `-${query.part ?? 'outbreaks'}` : ''}`;
      return send(request, reply, { sheets: report.sheets, main }, name, query.format ?? 'xlsx', null);
    },
  );

  app.post<{ Body: { registration_id: number; to: number | null } }>(
    '/outbreaks/:id/move',
    { schema: outbreakSchemas.move },
    async (request) => {
      authorize(request, resource.access.write);
      const { body } = request;
      const outbreakId = await moveRegistration(
        registry,
        request,
        idParam(request),
        body.registration_id,
        body.to,
        listeners,
      );
      return { outbreak_id: outbreakId };
    },
  );
}
