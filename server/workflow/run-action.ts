import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Action, actionAllowedFrom, mayRunAction, type Resource } from '../../resources/kit';
import { isRecord } from '../../shared/narrow';
import { readableInAreas } from '../areas/guard';
import { changesOf } from '../audit/changes';
import { recordAudit } from '../audit/record';
import { requireViewer } from '../auth/routes';
import { emitClassification } from '../case/classification-events';
import type { CrudRegistry } from '../crud/context';
import type { ResourcePolicy } from '../crud/policy';
import { readScopeOf, visibleIn } from '../crud/request';
import { saveRecord } from '../crud/save';
import { findRecord } from '../crud/store';
import { columnOf } from '../db/resource-tables';
import { workflowTransitions } from '../db/schema-workflow';
import { forbidden, invalid, notFound, staleWrite } from '../http/errors';
import { translatorFor } from '../http/locale';
import { commentOf } from './comment';
import { emitWorkflowEvent, type WorkflowListener } from './events';
import { actorOf, stateChange } from './state-change';

export interface ActionDeps {
  reg: CrudRegistry;
  policy: ResourcePolicy;
  listeners: readonly WorkflowListener[];
}

const sameInstant = (given: unknown, stored: unknown) =>
  new Date(String(given)).getTime() === new Date(String(stored)).getTime();

/**
 * Runs one action on one record in one transaction: who may (403), from which state (422), the author's
 * corrections when the action takes edits, the state change, its history row, then the listeners.
 */
export async function runAction(
  { reg, policy, listeners }: ActionDeps,
  resource: Resource,
  action: Action,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const viewer = requireViewer(request);
  const t = translatorFor(request);
  const scope = readScopeOf(resource, request);
  const body = isRecord(request.body) ? request.body : {};
  const comment = commentOf(action, body, t);
  const table = reg.table(resource.name);
  if (!(await readableInAreas(reg, resource, request, id))) throw notFound();
  await reg.orm.transaction(async (tx) => {
    const record = await findRecord(reg, resource, id, tx, true);
    if (!record || record.deleted_at || !visibleIn(scope, record)) throw notFound();
    const author = resource.access.own ? record[resource.access.own.field] : null;
    if (!mayRunAction(action, viewer, author)) throw forbidden();
    if (body.updated_at && !sameInstant(body.updated_at, record.updated_at))
      throw staleWrite(policy.present ? policy.present(record) : record);
    if (!actionAllowedFrom(action, record)) {
      const state = t(`resources.${resource.name}.values.${action.field}.${record[action.field]}`);
      throw invalid({ [action.field]: [t('workflow.illegal', { state })] }, 'workflow.illegal', { state });
    }
    if (action.edits) {
      const { comment: _comment, updated_at: _stamp, ...edits } = body;
      if (Object.keys(edits).length) await saveRecord(reg, resource, policy, request, tx, record, edits);
    }
    await tx
      .update(table)
      .set(stateChange(action, comment))
      .where(eq(columnOf(table, 'id'), id));
    await tx.insert(workflowTransitions).values({
      resource: resource.name,
      record_id: id,
      action: action.name,
      from_state: String(record[action.field]),
      to_state: action.to,
      comment,
      ...actorOf(viewer),
    });
    const after = await findRecord(reg, resource, id, tx);
    const changes = changesOf(resource, record, after);
    await recordAudit(tx, request, { action: 'transition', resource: resource.name, recordId: id, changes });
    await emitWorkflowEvent(
      listeners,
      {
        type: 'transition',
        resource: resource.name,
        ids: [id],
        viewer,
        action: action.name,
        to: action.to,
        comment,
      },
      tx,
    );
    const moved = resource.fields[action.field];
    if (moved?.kind === 'enum' && moved.derive)
      await emitClassification(
        listeners,
        tx,
        { resource: resource.name, id, viewer, from: String(record[action.field]), to: action.to },
        'review',
      );
  });
}
