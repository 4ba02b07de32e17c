import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { assertInAreas, readableInAreas } from '../areas/guard';
import { recordAudit } from '../audit/record';
import { requireViewer } from '../auth/routes';
import type { CrudRegistry } from '../crud/context';
import { findRecord } from '../crud/store';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { invalid, notFound } from '../http/errors';
import { translatorFor } from '../http/locale';
import {
  emitWorkflowEvent,
  type OutbreakChange,
  outbreakEvent,
  type WorkflowListener,
} from '../workflow/events';
import { GroupingPlan, registrationPlace } from './grouping';
import { openPlanned } from './open-planned';
import { refreshOutbreaks } from './refresh';

/**
 * Opens a disease's outbreak at a registration's village, already summed from that registration alone
 * (./open-planned.ts): written once, not opened at its case day and then refreshed.
 */
async function openFor(tx: Orm, registrationId: number, diseaseId: number, village_id: number, day: string) {
  const plan = new GroupingPlan();
  plan.openings.push({ diseaseId, place: { village_id, day } });
  plan.members.push({ outbreak_id: -1, registration_id: registrationId, disease_id: diseaseId });
  const [opened] = await openPlanned<{ id: number }>(tx, plan, sql`id`);
  if (!opened) throw new Error('no outbreak opened');
  return opened.id;
}

/**
 * A reviewer's move of a registration from one outbreak to another of the same disease, or to a new one
 * at its village. The membership is marked as moved, so grouping never puts it back. Recorded in the audit;
 * the listeners hear the `outbreak` event (the target opened or joined).
 */
export async function moveRegistration(
  reg: CrudRegistry,
  request: FastifyRequest,
  fromId: number,
  registrationId: number,
  to: number | null,
  listeners: readonly WorkflowListener[],
): Promise<number> {
  const outbreaks = reg.resource('outbreaks');
  const t = translatorFor(request);
  return reg.orm.transaction(async (tx: Orm) => {
    const from = await findRecord(reg, outbreaks, fromId, tx, true);
    if (!from || !(await readableInAreas(reg, outbreaks, request, fromId))) throw notFound();
    await assertInAreas(reg, outbreaks, request, tx, from);
    const [membership] = await queryRows<{ disease_id: number }>(
      tx,
      sql`SELECT disease_id FROM outbreak_registrations
          WHERE outbreak_id = ${fromId} AND registration_id = ${registrationId}`,
    );
    if (!membership) throw invalid({ registration_id: [t('outbreaks.notMember')] });
    let target: number;
    if (to === null) {
      const place = await registrationPlace(tx, registrationId);
      if (!place) throw invalid({ registration_id: [t('outbreaks.notMember')] });
      target = await openFor(tx, registrationId, membership.disease_id, place.village_id, place.day);
    } else {
      const found = await findRecord(reg, outbreaks, to, tx, true);
      if (!found || !(await readableInAreas(reg, outbreaks, request, to)))
        throw invalid({ to: [t('validation.notFound')] });
      if (found.disease_id !== membership.disease_id) throw invalid({ to: [t('outbreaks.otherDisease')] });
      await assertInAreas(reg, outbreaks, request, tx, found);
      target = to;
    }
    await tx.execute(
      sql`UPDATE outbreak_registrations SET outbreak_id = ${target}, moved_by = ${requireViewer(request).id}
          WHERE registration_id = ${registrationId} AND disease_id = ${membership.disease_id}`,
    );
    await refreshOutbreaks(tx, to === null ? [fromId] : [fromId, target]);
    const moved: OutbreakChange = {
      outbreakId: target,
      diseaseId: membership.disease_id,
      kind: to === null ? 'opened' : 'joined',
      registrationIds: [registrationId],
      cause: 'move',
    };
    const [event] = outbreakEvent(target === fromId ? [] : [moved], requireViewer(request));
    if (event) await emitWorkflowEvent(listeners, event, tx);
    await recordAudit(tx, request, {
      action: 'update',
      resource: 'registrations',
      recordId: registrationId,
      changes: { outbreak_id: { before: fromId, after: target } },
    });
    return target;
  });
}
