import { ADMIN_ROLE, BACK_OFFICE_ROLES, isAdmin, type Viewer } from '../../resources/kit';
import type { ResourcePolicy } from '../crud/policy';
import type { StoredRecord } from '../crud/serialize';
import type { ValidInput } from '../crud/validate';
import type { Orm } from '../db/connect';
import { permissions } from '../db/schema';
import { ApiError, invalid } from '../http/errors';
import { addedIds, holdsPermissions, namesOf } from './grants';

/** Names that confer back-office standing (`backOffice`, `isAdmin`): only an Admin gives them out. */
const isReserved = (name: unknown) =>
  typeof name === 'string' &&
  BACK_OFFICE_ROLES.some((reserved) => reserved.toLowerCase() === name.trim().toLowerCase());

const refuse = (key: string) => new ApiError(403, key);

/** The limits of a non-admin holding `manage permission`. */
async function assertWithinReach(viewer: Viewer, existing: StoredRecord | null, input: ValidInput, orm: Orm) {
  const name = input.values.name;
  if (existing?.name === ADMIN_ROLE) throw refuse('validation.adminRoleLocked');
  if (existing && viewer.roles.includes(String(existing.name))) throw refuse('validation.ownRoleLocked');
  if (name !== undefined && name !== existing?.name && isReserved(name)) {
    throw refuse('validation.reservedRoleName');
  }
  const parent = input.values.parent_id;
  if (parent !== undefined && (parent ?? null) !== (existing?.parent_id ?? null)) {
    throw refuse('validation.roleParentForbidden');
  }
  const granted = await namesOf(
    orm,
    permissions,
    addedIds(input.links.permission_ids, existing?.permission_ids),
  );
  if (!holdsPermissions(viewer, granted)) throw refuse('validation.grantForbidden');
}

/**
 * What a holder of `manage permission` who is not Admin may not do to roles: touch the Admin role,
 * edit a role they hold, give a role a reserved name or a parent, or grant a permission they lack.
 * Nobody renames or deletes the Admin role.
 */
export const rolePolicy: ResourcePolicy = {
  async beforeWrite({ viewer, existing, input, orm, t }) {
    if (!input) return;
    const name = input.values.name;
    if (!isAdmin(viewer)) await assertWithinReach(viewer, existing, input, orm);
    if (existing?.name === ADMIN_ROLE && name !== undefined && name !== ADMIN_ROLE) {
      throw invalid({ name: [t('validation.adminRoleName')] });
    }
  },

  async beforeDelete({ viewer, existing, t }) {
    if (existing?.name === ADMIN_ROLE) {
      throw invalid({ id: [t('validation.adminRoleDelete')] }, 'validation.adminRoleDelete');
    }
    if (!isAdmin(viewer) && viewer.roles.includes(String(existing?.name))) {
      throw refuse('validation.ownRoleLocked');
    }
  },
};
