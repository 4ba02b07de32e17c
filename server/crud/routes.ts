import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Resource, Rule } from '../../resources/kit';
import { requireViewer } from '../auth/routes';
import type { Orm } from '../db/connect';
import { conflict, forbidden, invalid, notFound } from '../http/errors';
import { translatorFor } from '../http/locale';
import type { CrudRegistry } from './context';
import { parseListQuery } from './list-query';
import { prepareForWrite } from './prepare';
import {
  countReferrers,
  findRecord,
  insertRecord,
  linkedTo,
  listRecords,
  lookupsFor,
  removeRecord,
  setTrashed,
  updateRecord,
} from './store';
import { validateInput } from './validate';

const authorize = (request: FastifyRequest, rule: Rule) => {
  const viewer = requireViewer(request);
  if (!rule(viewer)) throw forbidden();
  return viewer;
};

const idParam = (request: FastifyRequest) => {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

const sameInstant = (given: unknown, stored: unknown) =>
  new Date(String(given)).getTime() === new Date(String(stored)).getTime();

/** The ra-data-simple-rest routes of every resource of a registry, built from its declarations. */
export async function crudRoutes(app: FastifyInstance, { registry }: { registry: CrudRegistry }) {
  for (const resource of registry.resources) registerResource(app, registry, resource);
}

function registerResource(app: FastifyInstance, reg: CrudRegistry, resource: Resource) {
  const base = `/${resource.name}`;
  const { read, write } = resource.access;

  const validated = async (request: FastifyRequest, orm: Orm, existing: Record<string, unknown> | null) => {
    const viewer = requireViewer(request);
    const lookups = lookupsFor(reg, resource, orm);
    const { input, errors } = await validateInput(resource, request.body, existing, lookups, translatorFor(request));
    if (Object.keys(errors).length) throw invalid(errors);
    return prepareForWrite(resource, input, {
      creating: existing === null,
      viewerId: viewer.id,
      isTaken: (field, value) => lookups.isTaken(field, value, null),
    });
  };

  const liveOr404 = async (id: number, orm?: Orm, lock = false) => {
    const record = await findRecord(reg, resource, id, orm, lock);
    if (!record || record.deleted_at) throw notFound();
    return record;
  };

  app.get(base, async (request, reply) => {
    authorize(request, read);
    const query = parseListQuery(resource, reg.table(resource.name), request.query as Record<string, unknown>, (key, ids) =>
      linkedTo(reg, resource, key, ids),
    );
    const { records, total } = await listRecords(reg, resource, query);
    const end = records.length ? query.offset + records.length - 1 : query.offset;
    reply.header('Content-Range', `${resource.name} ${query.offset}-${end}/${total}`);
    return records;
  });

  app.get(`${base}/:id`, async (request) => {
    authorize(request, read);
    const record = await findRecord(reg, resource, idParam(request));
    if (!record) throw notFound();
    return record;
  });

  app.post(base, async (request, reply) => {
    authorize(request, write);
    const id = await reg.orm.transaction(async (tx) => insertRecord(reg, tx, resource, await validated(request, tx, null)));
    return reply.code(201).send(await findRecord(reg, resource, id));
  });

  app.put(`${base}/:id`, async (request) => {
    authorize(request, write);
    const id = idParam(request);
    await reg.orm.transaction(async (tx) => {
      const existing = await liveOr404(id, tx, true);
      const given = (request.body as Record<string, unknown> | null)?.updated_at;
      if (given && !sameInstant(given, existing.updated_at)) throw conflict('validation.stale');
      await updateRecord(reg, tx, resource, id, await validated(request, tx, existing));
    });
    return findRecord(reg, resource, id);
  });

  app.delete(`${base}/:id`, async (request) => {
    authorize(request, write);
    const id = idParam(request);
    const force = (request.query as { force?: string }).force === 'true' || !resource.softDelete;
    const record = await findRecord(reg, resource, id);
    if (!record) throw notFound();
    if (force && resource.softDelete && !record.deleted_at) throw conflict('validation.notInTrash');
    if (!force && record.deleted_at) throw notFound();
    const referrers = await countReferrers(reg, resource, id, force);
    if (referrers.length) {
      const t = translatorFor(request);
      const names = referrers.map((r) => t(`resources.${r.resource}.name`, { smart_count: r.count })).join(', ');
      throw conflict('validation.referenced', { count: referrers.reduce((n, r) => n + r.count, 0), resource: names });
    }
    if (force) await removeRecord(reg, resource, id);
    else await setTrashed(reg, resource, id, true);
    return force ? record : findRecord(reg, resource, id);
  });

  if (resource.softDelete) {
    app.post(`${base}/:id/restore`, async (request) => {
      authorize(request, write);
      const id = idParam(request);
      const record = await findRecord(reg, resource, id);
      if (!record) throw notFound();
      if (record.deleted_at) await setTrashed(reg, resource, id, false);
      return findRecord(reg, resource, id);
    });
  }
}
