import { PassThrough } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import auditResource, { type AuditAction } from '../../resources/audit';
import type { Resource } from '../../resources/kit';
import { areaWhere, assertInAreas, readableInAreas } from '../areas/guard';
import { changesOf } from '../audit/changes';
import { recordAudit } from '../audit/record';
import { requireViewer } from '../auth/routes';
import type { AppConfig } from '../config';
import type { Orm } from '../db/connect';
import { columnOf } from '../db/resource-tables';
import { auditLog as auditTable } from '../db/schema';
import { threadScript } from '../export/thread-script';
import { ExportThreads } from '../export/threaded-export';
import {
  CONTENT_TYPES,
  type ExportFormat,
  exportChanges,
  exportHere,
  planExport,
} from '../export/write-export';
import { abortWhenClientLeaves } from '../http/client-gone';
import { conflict, forbidden, notFound, staleWrite } from '../http/errors';
import { requestLocale, translatorFor } from '../http/locale';
import { emitWorkflowEvent, type WorkflowListener } from '../workflow/events';
import { claimClientKey } from './client-key';
import type { CrudRegistry } from './context';
import { keysetOf } from './list-keyset';
import { decodeListParams } from './list-params';
import { narrow, parseListQuery } from './list-query';
import type { ResourcePolicy } from './policy';
import { authorize, idParam, readScopeOf, visibleIn } from './request';
import { crudSchemas } from './route-schemas';
import { saveRecord, writeContext } from './save';
import type { StoredRecord } from './serialize';
import { countReferrers, findRecord, linkedTo, listRecords, removeRecord, setTrashed } from './store';

const sameInstant = (given: unknown, stored: unknown) =>
  new Date(String(given)).getTime() === new Date(String(stored)).getTime();

type Policies = Record<string, ResourcePolicy>;
interface CrudOptions {
  registry: CrudRegistry;
  policies: Policies;
  listeners?: readonly WorkflowListener[];
  exportThreads: AppConfig['exportThreads'];
}

/** The ra-data-simple-rest routes of every resource of a registry, built from its declarations. */

/** The query strings of the CRUD routes, as their schemas (schemas.ts) let them through. */
interface CrudQuery {
  [param: string]: unknown;
  cursor?: string;
  format?: ExportFormat;
  range?: string;
  force?: string;
}
type WithQuery = { Querystring: CrudQuery };

export async function crudRoutes(
  app: FastifyInstance,
  { registry, policies, listeners = [], exportThreads }: CrudOptions,
) {
  const threads = new ExportThreads(exportThreads);
  // On PostgreSQL, the export thread's code is bundled while the server starts rather than in its first export.
  if (registry.rows.server) void threadScript().catch(() => undefined);
  for (const resource of registry.resources)
    registerResource(app, registry, resource, policies[resource.name] ?? {}, listeners, threads);
}

function registerResource(
  app: FastifyInstance,
  reg: CrudRegistry,
  resource: Resource,
  policy: ResourcePolicy,
  listeners: readonly WorkflowListener[],
  threads: ExportThreads,
) {
  const base = `/${resource.name}`;
  /** How the resource's policy shows a stored record (e.g. an avatar as its own URL). */
  const shown = <T extends Record<string, unknown> | null | undefined>(record: T) =>
    record && policy.present ? policy.present(record) : record;
  const { write, own } = resource.access;
  const schemas = crudSchemas(resource);
  const table = reg.table(resource.name);

  const readScope = (request: FastifyRequest) => readScopeOf(resource, request);
  const save = (request: FastifyRequest, orm: Orm, existing: StoredRecord | null) =>
    saveRecord(reg, resource, policy, request, orm, existing);

  const liveOr404 = async (id: number, orm: Orm, lock = false) => {
    const record = await findRecord(reg, resource, id, orm, lock);
    if (!record || record.deleted_at) throw notFound();
    return record;
  };

  /** The list query a request asks for, within what the viewer may read (their own records, their areas). */
  const readableQuery = (request: FastifyRequest<WithQuery>) => {
    const scope = readScope(request);
    const query = parseListQuery(
      resource,
      table,
      decodeListParams(resource, request.query, translatorFor(request)),
      (key, ids) => linkedTo(reg, resource, key, ids),
      requestLocale(request),
    );
    if (scope) narrow(query, eq(columnOf(table, scope.field), scope.id));
    narrow(query, areaWhere(reg, resource, request));
    const { equalities } = query;
    // Counters know areas, not authors: the list of a viewer limited to their own records is counted.
    if (equalities && !scope && policy.maintainedTotal) {
      const { areas } = requireViewer(request);
      query.maintainedTotal = policy.maintainedTotal(equalities, areas) ?? undefined;
    }
    return query;
  };

  app.get<WithQuery>(base, { schema: schemas.list }, async (request, reply) => {
    const query = readableQuery(request);
    query.keyset = keysetOf(request.query, query);
    const { records, total, estimated, cursors } = await reg.withConnection(
      (orm) => listRecords({ ...reg, orm }, resource, query),
      abortWhenClientLeaves(reply),
    );
    const end = records.length ? query.offset + records.length - 1 : query.offset;
    reply.header('Content-Range', `${resource.name} ${query.offset}-${end}/${total}`);
    // The total is the planner's estimate (more than EXACT_TOTAL_LIMIT rows match): the screen says "about".
    if (estimated) reply.header('X-Total-Estimated', 'true');
    // Where the pages before and after this one start: the client sends them back as `cursor`.
    if (cursors) {
      reply.header('X-Cursor-Previous', cursors.previous);
      reply.header('X-Cursor-Next', cursors.next);
    }
    return records.map(shown);
  });

  app.get<WithQuery>(`${base}/export`, { schema: schemas.export }, async (request, reply) => {
    const query = readableQuery(request);
    const format = request.query.format ?? 'xlsx';
    const t = translatorFor(request);
    const language = requestLocale(request);
    const { server } = reg.rows;
    const thread = server && threads.reserve();
    try {
      await recordAudit(reg.orm, request, {
        action: 'export',
        resource: resource.name,
        changes: exportChanges(format, request.query),
      });
    } catch (error) {
      thread?.release();
      throw error;
    }
    const out = new PassThrough();
    const plan = planExport(resource, format, language, t);
    const signal = abortWhenClientLeaves(reply);
    (server && thread
      ? thread.run(reg, server, resource, query, plan, language, out, reply.raw, signal)
      : exportHere(reg, resource, query, plan, language, out, signal)
    ).catch((error) => {
      // Cut, not ended: the client sees a failed download rather than a short file.
      out.destroy(error);
      request.log.error({ err: error }, 'export failed');
    });
    return reply
      .header('Content-Type', CONTENT_TYPES[format])
      .header('Content-Disposition', `attachment; filename="${t('app.export.filename')}.${format}"`)
      .header('Cache-Control', 'no-store')
      .send(out);
  });

  /** Another user's record, or one outside the viewer's areas, is "not found". */
  const visibleOr404 = async (request: FastifyRequest) => {
    const scope = readScope(request);
    const record = await findRecord(reg, resource, idParam(request), reg.orm);
    if (!record || !visibleIn(scope, record)) throw notFound();
    if (!(await readableInAreas(reg, resource, request, record.id))) throw notFound();
    return record;
  };

  /**
   * A create repeating a client key answers the original record (200), as the first answer would have
   * been; a key taken by a record the viewer may not read is a conflict, never a leak.
   */
  const replayed = async (request: FastifyRequest, original: StoredRecord) => {
    const visible =
      visibleIn(readScope(request), original) && (await readableInAreas(reg, resource, request, original.id));
    if (!visible) throw conflict('validation.uuidTaken');
    return shown(original);
  };

  app.get(`${base}/:id`, { schema: schemas.get }, async (request) => shown(await visibleOr404(request)));

  /** The audit row of a write, in its transaction: what changed between the two states of the record. */
  const audit = (
    request: FastifyRequest,
    orm: Orm,
    action: AuditAction,
    id: number,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => {
    const changes = changesOf(resource, before, after);
    // A save that changed nothing is not a change worth a row.
    if (action === 'update' && !Object.keys(changes).length) return;
    return recordAudit(orm, request, { action, resource: resource.name, recordId: id, changes });
  };

  app.get<WithQuery>(`${base}/:id/history`, { schema: schemas.history }, async (request, reply) => {
    const record = await visibleOr404(request);
    const { range } = decodeListParams(auditResource, { range: request.query.range }, translatorFor(request));
    const query = parseListQuery(
      auditResource,
      auditTable,
      { range, sort: ['id', 'DESC'] },
      () => sql`false`,
    );
    query.where = and(
      eq(columnOf(auditTable, 'resource'), resource.name),
      eq(columnOf(auditTable, 'record_id'), record.id),
    );
    const { records, total } = await listRecords(reg, auditResource, query);
    const end = records.length ? query.offset + records.length - 1 : query.offset;
    reply.header('Content-Range', `audit ${query.offset}-${end}/${total}`);
    return records;
  });

  if (!resource.serverMade)
    app.post(base, { schema: schemas.create, attachValidation: true }, async (request, reply) => {
      const viewer = requireViewer(request);
      if (!write(viewer) && !own?.rule(viewer)) throw forbidden();
      const outcome = await reg.orm.transaction(async (tx) => {
        const original = await claimClientKey(reg, resource, request.body, tx);
        if (original) return { original };
        const id = await save(request, tx, null);
        const after = await findRecord(reg, resource, id, tx);
        await audit(request, tx, 'create', id, null, after);
        await emitWorkflowEvent(
          listeners,
          { type: 'created', resource: resource.name, ids: [id], viewer },
          tx,
        );
        return { created: after };
      });
      if (outcome.original) return replayed(request, outcome.original);
      return reply.code(201).send(shown(outcome.created));
    });

  /** Tells the listeners a record was updated, trashed or restored, in the write's transaction. */
  const changed = (request: FastifyRequest, tx: Orm, id: number) =>
    emitWorkflowEvent(
      listeners,
      { type: 'updated', resource: resource.name, ids: [id], viewer: requireViewer(request) },
      tx,
    );

  /** Validates and saves a new state of a live record, and records what changed. */
  const change = (request: FastifyRequest, id: number, check?: (existing: StoredRecord) => void) =>
    reg.orm.transaction(async (tx) => {
      const existing = await liveOr404(id, tx, true);
      await assertInAreas(reg, resource, request, tx, existing);
      check?.(existing);
      await save(request, tx, existing);
      const after = await findRecord(reg, resource, id, tx);
      await audit(request, tx, 'update', id, existing, after);
      await changed(request, tx, id);
      return after;
    });

  app.put<{ Body: Record<string, unknown> | null }>(
    `${base}/:id`,
    { schema: schemas.update, attachValidation: true },
    async (request) => {
      authorize(request, write);
      const given = request.body?.updated_at;
      return shown(
        await change(request, idParam(request), (existing) => {
          if (given && !sameInstant(given, existing.updated_at)) throw staleWrite(shown(existing));
        }),
      );
    },
  );

  // Resources whose status moves by workflow actions have no free status route.
  if (resource.fields.status?.kind === 'enum' && !resource.actions.some((a) => a.field === 'status')) {
    // The list's quick status toggle: only the status changes, under the same rules as a full update.
    app.put(`${base}/:id/status`, { schema: schemas.status(), attachValidation: true }, async (request) => {
      authorize(request, write);
      // The schema keeps only `status` in the body (unknown keys are removed): the update sees nothing else.
      return shown(await change(request, idParam(request)));
    });
  }

  if (!resource.serverMade)
    app.delete<WithQuery>(`${base}/:id`, { schema: schemas.remove }, async (request) => {
      authorize(request, write);
      const id = idParam(request);
      const force = request.query.force === 'true' || !resource.softDelete;
      const result = await reg.orm.transaction(async (tx) => {
        const record = await findRecord(reg, resource, id, tx, true);
        if (!record) throw notFound();
        // Outside the viewer's areas the answer is 403 whatever the record's state, as for a restore.
        await assertInAreas(reg, resource, request, tx, record);
        if (force && resource.softDelete && !record.deleted_at) throw conflict('validation.notInTrash');
        if (!force && record.deleted_at) throw notFound();
        await policy.beforeDelete?.(writeContext(request, tx, record));
        const referrers = await countReferrers(reg, resource, id, force, tx);
        if (referrers.length) {
          const t = translatorFor(request);
          const names = referrers
            .map((r) => t(`resources.${r.resource}.name`, { smart_count: r.count }))
            .join(', ');
          throw conflict('validation.referenced', {
            count: referrers.reduce((n, r) => n + r.count, 0),
            resource: names,
          });
        }
        if (force) {
          await removeRecord(reg, resource, id, tx);
          await audit(request, tx, 'destroy', id, record, null);
          await policy.afterDelete?.(writeContext(request, tx, record));
          return record;
        }
        await setTrashed(reg, resource, id, true, tx);
        const after = await findRecord(reg, resource, id, tx);
        await audit(request, tx, 'delete', id, record, after);
        await policy.afterDelete?.(writeContext(request, tx, record));
        await changed(request, tx, id);
        return after;
      });
      return shown(result);
    });

  if (resource.softDelete && !resource.serverMade) {
    app.post(`${base}/:id/restore`, { schema: schemas.restore }, async (request) => {
      authorize(request, write);
      const id = idParam(request);
      const result = await reg.orm.transaction(async (tx) => {
        const record = await findRecord(reg, resource, id, tx, true);
        if (!record) throw notFound();
        await assertInAreas(reg, resource, request, tx, record);
        if (!record.deleted_at) return record;
        await setTrashed(reg, resource, id, false, tx);
        const after = await findRecord(reg, resource, id, tx);
        await audit(request, tx, 'restore', id, record, after);
        await policy.afterRestore?.(writeContext(request, tx, record));
        await changed(request, tx, id);
        return after;
      });
      return shown(result);
    });
  }
}
