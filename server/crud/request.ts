import type { FastifyRequest } from 'fastify';
import type { Resource, Rule } from '../../resources/kit';
import { requireViewer } from '../auth/routes';
import { forbidden, notFound } from '../http/errors';

/** The signed-in viewer, if the rule lets them; else 403. */
export const authorize = (request: FastifyRequest, rule: Rule) => {
  const viewer = requireViewer(request);
  if (!rule(viewer)) throw forbidden();
  return viewer;
};

/**
 * A path parameter naming a record (`:id` by default) as a positive int4; anything else names no record
 * (404). Routes declaring `idParams` only get strict decimals within int4 here.
 */
export const idParam = (request: FastifyRequest, key = 'id') => {
  const params: unknown = request.params;
  const raw: unknown =
    params && typeof params === 'object' ? Object.getOwnPropertyDescriptor(params, key)?.value : undefined;
  const id = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

/** Whose records the viewer may read: null for all; else the field that must hold their id. 403 for none. */
export type ReadScope = { field: string; id: number } | null;

export function readScopeOf(resource: Resource, request: FastifyRequest): ReadScope {
  const viewer = requireViewer(request);
  if (resource.access.read(viewer)) return null;
  if (resource.access.own?.rule(viewer)) return { field: resource.access.own.field, id: viewer.id };
  throw forbidden();
}

/** Another user's record is "not found" to someone who may only see their own. */
export const visibleIn = (scope: ReadScope, record: Record<string, unknown>) =>
  !scope || record[scope.field] === scope.id;
