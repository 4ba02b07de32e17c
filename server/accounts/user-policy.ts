import { inArray } from 'drizzle-orm';
import { ADMIN_ROLE, isAdmin } from '../../resources/kit';
import { destroyOtherSessions, destroyUserSessions } from '../auth/session-store';
import type { ResourcePolicy } from '../crud/policy';
import type { Orm } from '../db/connect';
import { permissions, roles } from '../db/schema';
import { ApiError, invalid } from '../http/errors';

const added = (next: number[] | undefined, before: unknown) =>
  (next ?? []).filter((id) => !((before as number[] | undefined) ?? []).includes(id));

const namesOf = async (orm: Orm, table: typeof roles | typeof permissions, ids: number[]) =>
  ids.length
    ? (await orm.select({ name: table.name }).from(table).where(inArray(table.id, ids))).map(
        (r) => r.name as string,
      )
    : [];

/**
 * What the user screens may not do: grant a role or permission one does not hold (privilege
 * escalation), disable oneself, drop one's own Admin role, or delete oneself. A password change or
 * a disabled account ends that user's sessions.
 */
export const userPolicy: ResourcePolicy = {
  async beforeWrite({ viewer, existing, input, orm, t }) {
    if (!input) return;
    if (!isAdmin(viewer)) {
      const grantedRoles = await namesOf(orm, roles, added(input.links.role_ids, existing?.role_ids));
      const grantedPermissions = await namesOf(
        orm,
        permissions,
        added(input.links.permission_ids, existing?.permission_ids),
      );
      if (
        grantedRoles.some((r) => !viewer.roles.includes(r)) ||
        grantedPermissions.some((p) => !viewer.permissions.includes(p))
      ) {
        throw new ApiError(403, 'validation.grantForbidden');
      }
    }
    if (existing?.id !== viewer.id) return;
    if (input.values.status === 'disabled') throw invalid({ status: [t('validation.selfDisable')] });
    if (input.links.role_ids && viewer.roles.includes(ADMIN_ROLE)) {
      const kept = await namesOf(orm, roles, input.links.role_ids);
      if (!kept.includes(ADMIN_ROLE)) throw invalid({ role_ids: [t('validation.selfAdmin')] });
    }
  },

  async afterWrite({ existing, input, id, orm, request }) {
    if (!existing || !input) return;
    if (!('password' in input.values) && input.values.status !== 'disabled') return;
    // One's own password change keeps the session it was made from; every other session ends.
    const current = request.session?.key;
    if (current && id === request.viewer?.id) await destroyOtherSessions(orm, id, current);
    else await destroyUserSessions(orm, id);
  },

  async beforeDelete({ viewer, existing, t }) {
    if (existing?.id === viewer.id)
      throw invalid({ id: [t('validation.selfDelete')] }, 'validation.selfDelete');
  },
};
