/** The area checks of the generic routes, shared by every write path (saves, deletes, restores, actions). */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/kit';
import { requireViewer } from '../auth/routes';
import type { CrudRegistry } from '../crud/context';
import type { Orm } from '../db/connect';
import { columnOf } from '../db/resource-tables';
import { ApiError } from '../http/errors';
import { areaReadCondition, mayWrite } from './scope';

/** Writes outside the viewer's areas are refused (403) before anything changes. */
export async function assertInAreas(
  reg: CrudRegistry,
  resource: Resource,
  request: FastifyRequest,
  orm: Orm,
  record: Record<string, unknown>,
) {
  if (!(await mayWrite(reg, orm, resource, requireViewer(request).areas, record)))
    throw new ApiError(403, 'validation.outsideAreas');
}

/** The viewer's area condition over a resource's table (undefined: nothing to filter). */
export const areaWhere = (reg: CrudRegistry, resource: Resource, request: FastifyRequest) =>
  areaReadCondition(reg, resource, requireViewer(request).areas);

/** Whether a record lies in the viewer's areas (always, for a national viewer or an unlocated resource). */
export async function readableInAreas(
  reg: CrudRegistry,
  resource: Resource,
  request: FastifyRequest,
  id: number,
) {
  const where = areaWhere(reg, resource, request);
  if (!where) return true;
  const table = reg.table(resource.name);
  const [row] = await reg.orm
    .select({ id: columnOf(table, 'id') })
    .from(table)
    .where(and(eq(columnOf(table, 'id'), id), where));
  return !!row;
}
