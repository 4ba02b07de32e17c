import { and, count, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Locale, translate } from '../../i18n';
import { type Action, can, type Resource } from '../../resources/kit';
import { isRecord } from '../../shared/narrow';
import { areaWhere } from '../areas/guard';
import { actorLabel } from '../audit/record';
import { requireViewer } from '../auth/routes';
import { decodeListParams } from '../crud/list-params';
import { parseListQuery } from '../crud/list-query';
import { readScopeOf } from '../crud/request';
import { linkedTo } from '../crud/store';
import { queryRows, theRow } from '../db/query';
import { columnOf } from '../db/resource-tables';
import { forbidden, invalid } from '../http/errors';
import { requestLocale, translatorFor } from '../http/locale';
import { commentOf } from './comment';
import { emitWorkflowEvent } from './events';
import type { ActionDeps } from './run-action';
import { stateChangeSql } from './state-change';

/** One request moves at most this many records: beyond, the reviewer narrows the filter. */
export const BULK_ACTION_LIMIT = 10_000;

/** `{ids}` (the selected rows) or `{filter}` (every row of the list's current filter), never neither. */
function targetOf(
  resource: Resource,
  deps: ActionDeps,
  body: Record<string, unknown>,
  language: Locale,
): SQL | undefined {
  const table = deps.reg.table(resource.name);
  const { ids, filter } = body;
  if (Array.isArray(ids) && ids.every((id): id is number => Number.isSafeInteger(id) && id > 0))
    return inArray(columnOf(table, 'id'), ids);
  if (filter && typeof filter === 'object' && !Array.isArray(filter)) {
    const query = parseListQuery(
      resource,
      table,
      // The same checks as the list's filter (ids within int4, dates PostgreSQL can store, known keys).
      decodeListParams(resource, { filter: JSON.stringify(filter) }, (key, params) =>
        translate(language, key, params),
      ),
      (key, values) => linkedTo(deps.reg, resource, key, values),
      language,
    );
    return query.where ?? sql`true`;
  }
  return undefined;
}

/**
 * Runs an action on every chosen record that is in a state it applies to, in one set-based statement
 * (records in other states are skipped, not refused). Returns how many moved.
 */
export async function runBulkAction(
  deps: ActionDeps,
  resource: Resource,
  action: Action,
  request: FastifyRequest,
): Promise<{ count: number }> {
  const viewer = requireViewer(request);
  const t = translatorFor(request);
  if (readScopeOf(resource, request) || !action.permission || !can(action.permission)(viewer))
    throw forbidden();
  const body = isRecord(request.body) ? request.body : {};
  const comment = commentOf(action, body, t);
  const target = targetOf(resource, deps, body, requestLocale(request));
  if (!target) throw invalid({ ids: [t('validation.selectionRequired')] });
  const table = deps.reg.table(resource.name);
  const where = and(
    target,
    areaWhere(deps.reg, resource, request),
    inArray(columnOf(table, action.field), [...action.from]),
    resource.softDelete ? isNull(columnOf(table, 'deleted_at')) : undefined,
  );
  return deps.reg.orm.transaction(async (tx) => {
    const { n } = theRow(await tx.select({ n: count() }).from(table).where(where));
    if (Number(n) > BULK_ACTION_LIMIT)
      throw invalid(
        { ids: [t('workflow.tooMany', { count: Number(n), limit: BULK_ACTION_LIMIT })] },
        'workflow.tooMany',
      );
    const name = sql.identifier(resource.table);
    const moved = await queryRows<{ record_id: number }>(
      tx,
      sql`
      WITH target AS (
        SELECT ${table.id} AS id, ${table[action.field]} AS from_state FROM ${table} WHERE ${where} FOR UPDATE
      ), moved AS (
        UPDATE ${name} SET ${stateChangeSql(action, comment)}
        FROM target WHERE ${name}.id = target.id
        RETURNING ${name}.id, target.from_state
      ), audited AS (
        INSERT INTO audit_log (user_id, actor, action, resource, record_id, ip, changes)
        SELECT ${viewer.id}, ${actorLabel(viewer)}, 'transition', ${resource.name}, moved.id, ${request.ip},
               jsonb_build_object(${action.field}::text,
                 jsonb_build_object('before', moved.from_state, 'after', ${action.to}::text))
        FROM moved
      )
      INSERT INTO workflow_transitions (resource, record_id, action, from_state, to_state, comment, user_id, user_name)
      SELECT ${resource.name}, moved.id, ${action.name}, moved.from_state, ${action.to}, ${comment},
             ${viewer.id}, ${viewer.name}
      FROM moved
      RETURNING record_id`,
    );
    const ids = moved.map((r) => Number(r.record_id));
    if (ids.length)
      await emitWorkflowEvent(
        deps.listeners,
        {
          type: 'transition',
          resource: resource.name,
          ids,
          viewer,
          action: action.name,
          to: action.to,
          comment,
        },
        tx,
      );
    return { count: ids.length };
  });
}
