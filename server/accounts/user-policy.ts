import { ADMIN_ROLE, isAdmin, type Viewer } from '../../resources/kit';
import { numbersOf } from '../../shared/narrow';
import { destroyOtherSessions, destroyUserSessions } from '../auth/session-store';
import { revokeUserTokens } from '../auth/tokens';
import type { ResourcePolicy } from '../crud/policy';
import type { StoredRecord } from '../crud/serialize';
import type { ValidInput } from '../crud/validate';
import type { Orm } from '../db/connect';
import { permissions, roles } from '../db/schema';
import { ApiError, invalid } from '../http/errors';
import type { Translate } from '../http/locale';
import { avatarError, avatarUrl, isOwnAvatarUrl } from './avatar';
import { addedIds, holdsPermissions, holdsRoles, namesOf } from './grants';

/**
 * A non-admin may only act on accounts that hold nothing they lack themselves: an Admin's account, or
 * one with a role or a direct permission the actor does not hold, is out of reach for every field.
 */
export async function assertWithinReach(orm: Orm, viewer: Viewer, existing: StoredRecord) {
  const heldRoles = await namesOf(orm, roles, numbersOf(existing.role_ids));
  const heldPermissions = await namesOf(orm, permissions, numbersOf(existing.permission_ids));
  if (
    heldRoles.includes(ADMIN_ROLE) ||
    !holdsRoles(viewer, heldRoles) ||
    !holdsPermissions(viewer, heldPermissions)
  ) {
    throw new ApiError(403, 'validation.accountOutOfReach');
  }
}

/**
 * A picture sent back as its served URL stays as stored; anything else must be a valid avatar (422).
 * Shared by the user screens and the profile.
 */
export function checkAvatar(input: ValidInput, existing: StoredRecord | null, t: Translate) {
  if (!('avatar' in input.values)) return;
  if (existing && isOwnAvatarUrl(input.values.avatar, existing.id)) {
    delete input.values.avatar;
    return;
  }
  const error = avatarError(input.values.avatar, t);
  if (error) throw invalid({ avatar: [error] });
}

/** An uploaded picture is shown as its own URL, never inline. */
const presentUser = (record: StoredRecord) =>
  typeof record.avatar === 'string' && record.avatar.startsWith('data:')
    ? {
        ...record,
        avatar: avatarUrl(record.id, Math.floor(new Date(String(record.updated_at)).getTime() / 1000)),
      }
    : record;

/**
 * What the user screens may not do: grant a role or permission one does not hold (privilege
 * escalation), touch an account holding more than oneself, disable oneself, drop one's own Admin role, or delete oneself. A password change or
 * a disabled account ends that user's sessions (and revokes its tokens).
 */
export const userPolicy: ResourcePolicy = {
  async beforeWrite({ viewer, existing, input, orm, t }) {
    if (!input) return;
    checkAvatar(input, existing, t);
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
    // A disabled account's devices stop at once; so do they when someone else sets its password.
    if (input.values.status === 'disabled' || id !== request.viewer?.id) await revokeUserTokens(orm, id);
  },

  present: presentUser,

  async beforeDelete({ viewer, existing, orm, t }) {
    if (existing?.id === viewer.id)
      throw invalid({ id: [t('validation.selfDelete')] }, 'validation.selfDelete');
    if (existing && !isAdmin(viewer)) await assertWithinReach(orm, viewer, existing);
  },
};
