import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../resources/kit';
import { readableInAreas } from '../areas/guard';
import type { CrudRegistry } from '../crud/context';
import type { ResourcePolicy } from '../crud/policy';
import { idParam, readScopeOf, visibleIn } from '../crud/request';
import { findRecord } from '../crud/store';
import { notFound } from '../http/errors';
import { idParams, routeSchema } from '../schemas/common';
import { recordSchema } from '../schemas/resource-schemas';
import { runBulkAction } from './bulk-action';
import type { WorkflowListener } from './events';
import { historyOf } from './history';
import { runAction } from './run-action';

const capitalised = (name: string) =>
  name.replace(/(^|[_-])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

/**
 * For every resource that declares actions: `POST /{r}/{id}/{action}` (answers the updated record),
 * `POST /{r}/actions/{action}` for bulk actions (answers `{count}`), and `GET /{r}/{id}/transitions`.
 */
export async function workflowRoutes(
  app: FastifyInstance,
  options: {
    registry: CrudRegistry;
    policies: Record<string, ResourcePolicy>;
    listeners: readonly WorkflowListener[];
  },
) {
  for (const resource of options.registry.resources) {
    if (!resource.actions.length) continue;
    registerActions(app, resource, {
      reg: options.registry,
      policy: options.policies[resource.name] ?? {},
      listeners: options.listeners,
    });
  }
}

function registerActions(
  app: FastifyInstance,
  resource: Resource,
  deps: { reg: CrudRegistry; policy: ResourcePolicy; listeners: readonly WorkflowListener[] },
) {
  const base = `/${resource.name}`;
  for (const action of resource.actions) {
    const one = routeSchema({
      tags: [resource.name],
      operationId: `${action.name}${capitalised(resource.singular)}`,
      summary: `Workflow action ${action.name} on one ${resource.singular}`,
      access: 'write',
      params: idParams,
      response: {
        200: { ...recordSchema(resource), description: `The ${resource.singular} after the action` },
      },
      errors: [409, 422],
    });
    app.post(`${base}/:id/${action.name}`, { schema: one }, async (request) => {
      const id = idParam(request);
      await runAction(deps, resource, action, request, id);
      return findRecord(deps.reg, resource, id, deps.reg.orm);
    });
    if (action.bulk)
      app.post(
        `${base}/actions/${action.name}`,
        {
          schema: routeSchema({
            tags: [resource.name],
            operationId: `${action.name}Many${capitalised(resource.name)}`,
            summary: `Workflow action ${action.name} on several ${resource.name}`,
            access: 'write',
            response: {
              200: {
                type: 'object',
                properties: { count: { type: 'integer' } },
                description: 'How many records the action changed',
              },
            },
            errors: [422],
          }),
        },
        async (request) => runBulkAction(deps, resource, action, request),
      );
  }

  const transitions = routeSchema({
    tags: [resource.name],
    operationId: `transitionsOf${capitalised(resource.singular)}`,
    summary: `The workflow transitions of one ${resource.singular}`,
    access: 'session',
    params: idParams,
    response: { 200: { type: 'array', items: { type: 'object' }, description: 'Transitions, oldest first' } },
  });
  app.get(`${base}/:id/transitions`, { schema: transitions }, async (request) => {
    const scope = readScopeOf(resource, request);
    const id = idParam(request);
    const record = await findRecord(deps.reg, resource, id, deps.reg.orm);
    if (!record || !visibleIn(scope, record) || !(await readableInAreas(deps.reg, resource, request, id)))
      throw notFound();
    return historyOf(deps.reg.orm, resource.name, id);
  });
}
