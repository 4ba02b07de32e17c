import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { BACK_OFFICE_ROLES, isAdmin } from '../../resources/kit';
import type { Orm } from '../db/connect';
import { permissions, roles, userRoles, users } from '../db/schema';
import type { SessionViewer } from './session-store';

/** Finds a live account by email or username, case-insensitively. */
export async function findAccount(orm: Orm, login: string) {
  const needle = login.trim().toLowerCase();
  const [row] = await orm
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deleted_at),
        or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`),
      ),
    )
    .limit(1);
  return row;
}

export async function roleNamesOf(orm: Orm, userId: number): Promise<string[]> {
  const rows = await orm
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), isNull(roles.deleted_at)))
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.name);
}

/** The role a session starts with: the highest back-office role held, else the first one. */
export function defaultActiveRole(roleNames: string[]): string | null {
  const ranked = BACK_OFFICE_ROLES.find((role) => roleNames.includes(role));
  return ranked ?? roleNames[0] ?? null;
}

/** The `GET /api/user` payload. An administrator is shown every permission, as they hold them all. */
export async function userPayload(orm: Orm, viewer: SessionViewer) {
  const permissionNames = isAdmin(viewer)
    ? (
        await orm.select({ name: permissions.name }).from(permissions).where(isNull(permissions.deleted_at))
      ).map((p) => p.name)
    : [...viewer.permissions];
  return {
    id: viewer.id,
    name: viewer.name,
    nom: viewer.nom,
    prenom: viewer.prenom,
    email: viewer.email,
    username: viewer.username,
    avatar: viewer.avatar,
    introduction: viewer.introduction,
    roles: [...viewer.roles],
    permissions: permissionNames.sort(),
    locale: viewer.locale,
    active_role: viewer.activeRole,
    // By level ({provinces: [3], departments: []…}); empty everywhere: national.
    areas: viewer.areas,
  };
}
