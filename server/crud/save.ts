import type { FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/kit';
import { assertInAreas } from '../areas/guard';
import { requireViewer } from '../auth/routes';
import type { Orm } from '../db/connect';
import { invalid } from '../http/errors';
import { translatorFor } from '../http/locale';
import { bodySchemaErrors, checkBody, withoutKeys } from '../schemas/attached-errors';
import type { CrudRegistry } from './context';
import type { ResourcePolicy, WriteContext } from './policy';
import { prepareForWrite } from './prepare';
import type { StoredRecord } from './serialize';
import { insertRecord, lookupsFor, updateRecord } from './store';
import { validateInput } from './validate';

export const writeContext = (
  request: FastifyRequest,
  orm: Orm,
  existing: StoredRecord | null,
): WriteContext => ({
  request,
  viewer: requireViewer(request),
  orm,
  t: translatorFor(request),
  existing,
});

/**
 * Validates `body`, applies the resource's policy and writes, inside the caller's transaction; returns the
 * record's id. A create when `existing` is null, else an update of the given fields only.
 */
export async function saveRecord(
  reg: CrudRegistry,
  resource: Resource,
  policy: ResourcePolicy,
  request: FastifyRequest,
  orm: Orm,
  existing: StoredRecord | null,
  body: unknown = request.body,
): Promise<number> {
  const ctx = writeContext(request, orm, existing);
  const lookups = lookupsFor(reg, resource, orm);
  // Schema errors (routes with attachValidation) and database errors are answered together.
  // A route without a body schema (workflow corrections) gets the resource's own, so no shape goes unchecked.
  const declared = body === request.body && !!request.routeOptions.schema?.body;
  const checked = declared
    ? { errors: bodySchemaErrors(request, ctx.t), body }
    : checkBody(resource, existing ? 'edit' : 'create', body, ctx.t);
  const schemaErrors = checked.errors;
  body = checked.body;
  const valid = withoutKeys(body, Object.keys(schemaErrors));
  const { input, errors } = await validateInput(resource, valid, existing, lookups, ctx.t);
  if (Object.keys(errors).length || Object.keys(schemaErrors).length)
    throw invalid({ ...errors, ...schemaErrors });
  await assertInAreas(reg, resource, request, orm, { ...existing, ...input.values, ...input.links });
  await policy.beforeWrite?.({ ...ctx, input });
  const prepared = await prepareForWrite(resource, input, {
    creating: existing === null,
    viewerId: ctx.viewer.id,
    isTaken: (field, value) => lookups.isTaken(field, value, null),
  });
  const id = existing ? existing.id : await insertRecord(reg, orm, resource, prepared);
  if (existing) await updateRecord(reg, orm, resource, id, prepared);
  await policy.afterWrite?.({ ...ctx, input, id });
  return id;
}
