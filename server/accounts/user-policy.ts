import { ADMIN_ROLE, isAdmin, type Viewer } from '../../resources/kit';
import { destroyOtherSessions, destroyUserSessions } from '../auth/session-store';
import type { ResourcePolicy } from '../crud/policy';
import type { Orm } from '../db/connect';
import { permissions, roles } from '../db/schema';
import { ApiError, invalid } from '../http/errors';
import { addedIds, holdsPermissions, holdsRoles, namesOf } from './grants';

/**
 * A non-admin may only act on accounts that hold nothing they lack themselves: an Admin's account, or
 * one with a role or a direct permission the actor does not hold, is out of reach for every field.
 */
async function assertWithinReach(orm: Orm, viewer: Viewer, existing: Record<string, unknown>) {
  const heldRoles = await namesOf(orm, roles, (existing.role_ids as number[] | undefined) ?? []);
  const heldPermissions = await namesOf(
    orm,
    permissions,
    (existing.permission_ids as number[] | undefined) ?? [],
  );
  if (
    heldRoles.includes(ADMIN_ROLE) ||
    !holdsRoles(viewer, heldRoles) ||
    !holdsPermissions(viewer, heldPermissions)
  ) {
    throw new ApiError(403, 'validation.accountOutOfReach');
  }
}

/**
 * What the user screens may not do: grant a role or permission one does not hold (privilege
 * escalation), touch an account holding more than oneself, disable oneself, drop one's own Admin role, or delete oneself. A password change or
 * a disabled account ends that user's sessions.
 */
export const userPolicy: ResourcePolicy = {
  async beforeWrite({ viewer, existing, input, orm, t }) {
    if (!input) return;
    if (!isAdmin(viewer)) {
      if (existing) await assertWithinReach(orm, viewer, existing);
      const grantedRoles = await namesOf(orm, roles, addedIds(input.links.role_ids, existing?.role_ids));
      const grantedPermissions = await namesOf(
        orm,
        permissions,
        addedIds(input.links.permission_ids, existing?.permission_ids),
      );
      if (!holdsRoles(viewer, grantedRoles) || !holdsPermissions(viewer, grantedPermissions)) {
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

  async beforeDelete({ viewer, existing, orm, t }) {
    if (existing?.id === viewer.id)
      throw invalid({ id: [t('validation.selfDelete')] }, 'validation.selfDelete');
    if (existing && !isAdmin(viewer)) await assertWithinReach(orm, viewer, existing);
  },
};
