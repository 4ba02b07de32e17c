/** Permissions (one per registry resource), the demo roles and the demo accounts. */

import { inArray } from 'drizzle-orm';
import { resources } from '../../../resources';
import { registryPermissions } from '../../accounts/sync-permissions';
import { hashPassword } from '../../auth/password';
import type { Orm } from '../connect';
import { idOf, theRow } from '../query';
import { permissions, provinces, rolePermissions, roles, userProvinces, userRoles, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROLES } from './data/accounts';

/** Seeds access data and returns the demo users' ids by username. */
export async function seedAccess(tx: Orm): Promise<Map<string, number>> {
  const permissionRows = await tx
    .insert(permissions)
    .values(registryPermissions(resources))
    .returning({ id: permissions.id, name: permissions.name });
  const permissionId = new Map(permissionRows.map((p) => [String(p.name), idOf(p)]));

  const roleRows = await tx
    .insert(roles)
    .values(ROLES.map(({ name, description }) => ({ name, description })))
    .returning({ id: roles.id, name: roles.name });
  const roleId = new Map(roleRows.map((r) => [String(r.name), idOf(r)]));

  const grants = ROLES.flatMap((role) => {
    const names = role.permissions === 'all' ? [...permissionId.keys()] : role.permissions;
    return names.map((name) => {
      const permission_id = permissionId.get(name);
      if (!permission_id) throw new Error(`role ${role.name}: unknown permission ${name}`);
      return { role_id: roleId.get(role.name)!, permission_id };
    });
  });
  if (grants.length) await tx.insert(rolePermissions).values(grants);

  // One hash for every demo account: scrypt is deliberately slow.
  const password = await hashPassword(DEMO_PASSWORD);
  const userRows = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map(({ email, username, nom, prenom, code }) => ({
        email,
        username,
        nom,
        prenom,
        code,
        password,
        status: 'active',
        locale: 'fr',
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userId = new Map(userRows.map((u) => [String(u.username), idOf(u)]));

  await tx
    .insert(userRoles)
    .values(
      DEMO_ACCOUNTS.flatMap((account) =>
        account.roles.map((role) => ({ user_id: userId.get(account.username)!, role_id: roleId.get(role)! })),
      ),
    );
  return userId;
}

/** Limits the provincial demo accounts to their provinces (after the locations are seeded). */
export async function seedAreas(tx: Orm) {
  for (const account of DEMO_ACCOUNTS.filter((a) => a.provinces.length)) {
    const user = theRow(
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.username, [account.username])),
    );
    const rows = await tx
      .select({ id: provinces.id })
      .from(provinces)
      .where(inArray(provinces.reference, account.provinces));
    await tx.insert(userProvinces).values(rows.map((p) => ({ user_id: user.id, province_id: p.id })));
  }
}
