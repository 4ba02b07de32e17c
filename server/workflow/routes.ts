import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../resources/kit';
import { readableInAreas } from '../areas/guard';
import type { CrudRegistry } from '../crud/context';
import type { ResourcePolicy } from '../crud/policy';
import { idParam, readScopeOf, visibleIn } from '../crud/request';
import { findRecord } from '../crud/store';
import { notFound } from '../http/errors';
import { runBulkAction } from './bulk-action';
import type { WorkflowListener } from './events';
import { historyOf } from './history';
import { runAction } from './run-action';

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
    app.post(`${base}/:id/${action.name}`, async (request) => {
      const id = idParam(request);
      await runAction(deps, resource, action, request, id);
      return findRecord(deps.reg, resource, id);
    });
    if (action.bulk)
      app.post(`${base}/actions/${action.name}`, async (request) =>
        runBulkAction(deps, resource, action, request),
      );
  }

  app.get(`${base}/:id/transitions`, async (request) => {
    const scope = readScopeOf(resource, request);
    const id = idParam(request);
    const record = await findRecord(deps.reg, resource, id);
    if (!record || !visibleIn(scope, record) || !(await readableInAreas(deps.reg, resource, request, id)))
      throw notFound();
    return historyOf(deps.reg.orm, resource.name, id);
  });
}
