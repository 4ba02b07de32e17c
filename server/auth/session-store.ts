import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Viewer } from '../../resources/kit';
import users from '../../resources/users';
import { avatarUrl } from '../accounts/avatar';
import { type AreaSet, areaField, LEVELS } from '../areas/levels';
import type { Orm } from '../db/connect';
import { sessions } from '../db/schema';
import { accessGenerationValue, type GenerationRow } from './access-generation';
import type { ViewerCache } from './viewer-cache';

/** The signed-in user behind a request, with what the API needs to answer for them. */
export interface SessionViewer extends Viewer {
  name: string;
  nom: string;
  prenom: string | null;
  email: string;
  username: string | null;
  avatar: string | null;
  introduction: string | null;
  locale: string;
  /** The areas the user is limited to, by level; empty everywhere: national. */
  areas: AreaSet;
}

export interface SessionState {
  /** Hash of the cookie's id: the only form the database knows. */
  key: string;
  xsrfToken: string;
  userId: number | null;
}

export interface SessionTimeouts {
  idleMinutes: number;
  maxHours: number;
}

const randomToken = () => randomBytes(32).toString('base64url');

export const sessionKey = (secret: string, cookieValue: string) =>
  createHmac('sha256', secret).update(cookieValue).digest('base64url');

export const newSessionCookie = randomToken;

/** The XSRF token of a cookie that has no row yet (anonymous); never equal to the row's key. */
export const anonymousXsrfToken = (secret: string, cookieValue: string) =>
  createHmac('sha256', secret).update(`xsrf:${cookieValue}`).digest('base64url');

export async function createSession(
  orm: Orm,
  secret: string,
  values: { userId: number; activeRole: string | null; ip?: string; userAgent?: string },
) {
  const cookieValue = randomToken();
  const xsrfToken = randomToken();
  await orm.insert(sessions).values({
    id: sessionKey(secret, cookieValue),
    user_id: values.userId,
    active_role: values.activeRole,
    xsrf_token: xsrfToken,
    ip: values.ip,
    user_agent: values.userAgent?.slice(0, 300),
  });
  return { cookieValue, xsrfToken };
}

export const destroySession = (orm: Orm, key: string) => orm.delete(sessions).where(eq(sessions.id, key));

export const destroyUserSessions = (orm: Orm, userId: number) =>
  orm.delete(sessions).where(eq(sessions.user_id, userId));

/** Ends every session of a user but the one given (the session that changed the password). */
export const destroyOtherSessions = (orm: Orm, userId: number, keepKey: string) =>
  orm.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, keepKey)));

export function purgeExpiredSessions(orm: Orm, timeouts: SessionTimeouts) {
  return orm
    .delete(sessions)
    .where(
      or(
        lt(sessions.last_seen_at, sql`now() - make_interval(mins => ${timeouts.idleMinutes})`),
        lt(sessions.created_at, sql`now() - make_interval(hours => ${timeouts.maxHours})`),
      ),
    );
}

/** What `viewerColumns` reads. */
export interface ViewerRow extends Record<string, unknown> {
  user_id: number | null;
  active_role: string | null;
  nom: string | null;
  prenom: string | null;
  email: string | null;
  username: string | null;
  avatar_link: string | null;
  avatar_uploaded: boolean | null;
  avatar_version: string | number | null;
  introduction: string | null;
  locale: string | null;
  roles: string[] | null;
  permissions: string[] | null;
  areas: Record<string, number[]> | null;
}

interface SessionRow extends GenerationRow {
  user_id: number | null;
  active_role: string | null;
  xsrf_token: string;
  expired: boolean;
  stale: boolean;
}

/** The user's areas of every level, as one JSON object ({provinces: [3], departments: []…}). */
const areasSelect = sql.raw(
  `json_build_object(${LEVELS.map((level) => {
    const field = users.fields[areaField(level)];
    if (field?.kind !== 'references') throw new Error(`users.${areaField(level)} is missing`);
    return `'${level.resource.name}', (SELECT coalesce(json_agg(a.${level.key} ORDER BY a.${level.key}), '[]'::json)
       FROM ${field.through} a WHERE a.user_id = u.id)`;
  }).join(', ')})`,
);

/**
 * The user behind `s` (a session or a token row with `user_id` and `active_role`), their roles and
 * effective permissions: the user's own plus those of the active role and every role it inherits from.
 * The query must join `users u ON u.id = s.user_id AND u.deleted_at IS NULL AND u.status = 'active'`.
 */
export const viewerColumns = sql`s.user_id, s.active_role,
      u.nom, u.prenom, u.email, u.username, u.introduction, u.locale,
      -- Never the picture itself (up to 300 KB on every request): whether there is one, and a version.
      substr(u.avatar, 1, 5) = 'data:' AS avatar_uploaded,
      CASE WHEN substr(u.avatar, 1, 5) <> 'data:' THEN u.avatar END AS avatar_link,
      floor(extract(epoch from u.updated_at))::bigint AS avatar_version,
      (SELECT coalesce(json_agg(r.name ORDER BY r.name), '[]'::json) FROM user_roles ur
        JOIN roles r ON r.id = ur.role_id AND r.deleted_at IS NULL WHERE ur.user_id = u.id) AS roles,
      (WITH RECURSIVE chain AS (
          SELECT r.id, r.parent_id FROM roles r JOIN user_roles ur ON ur.role_id = r.id AND ur.user_id = u.id
          WHERE r.name = s.active_role AND r.deleted_at IS NULL
        UNION
          SELECT p.id, p.parent_id FROM roles p JOIN chain c ON p.id = c.parent_id WHERE p.deleted_at IS NULL)
       SELECT coalesce(json_agg(DISTINCT p.name), '[]'::json) FROM permissions p
       WHERE p.deleted_at IS NULL AND (
         p.id IN (SELECT up.permission_id FROM user_permissions up WHERE up.user_id = u.id)
         OR p.id IN (SELECT rp.permission_id FROM role_permissions rp JOIN chain ON chain.id = rp.role_id))
      ) AS permissions,
      ${areasSelect} AS areas`;

/** The viewer of a row read with `viewerColumns`, or null when its user is gone or disabled. */
export function viewerOf(row: ViewerRow): SessionViewer | null {
  if (row.user_id === null || row.email === null) return null;
  const roles = row.roles ?? [];
  return {
    id: row.user_id,
    roles,
    activeRole: row.active_role && roles.includes(row.active_role) ? row.active_role : null,
    permissions: row.permissions ?? [],
    name: [row.prenom, row.nom].filter(Boolean).join(' '),
    nom: row.nom ?? '',
    prenom: row.prenom,
    email: row.email,
    username: row.username,
    avatar: row.avatar_uploaded ? avatarUrl(row.user_id, String(row.avatar_version)) : row.avatar_link,
    introduction: row.introduction,
    locale: row.locale ?? 'fr',
    areas: row.areas ?? {},
  };
}

/**
 * The session lookup (its row, the access generation, whether it expired or is due a touch), built once
 * and run as a named prepared statement: a signed-in request's first statement, so neither the ORM nor
 * PostgreSQL (which parses and plans it once per connection) redoes that work on every request.
 */
export function sessionLookup(orm: Orm, timeouts: SessionTimeouts) {
  const idleSince = sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`;
  const statement = orm
    .select({
      xsrf_token: sessions.xsrf_token,
      user_id: sessions.user_id,
      active_role: sessions.active_role,
      access_generation: accessGenerationValue,
      expired: sql<boolean>`(${sessions.last_seen_at} < ${idleSince}
        OR ${sessions.created_at} < now() - make_interval(hours => ${sql.placeholder('maxHours')}))`,
      stale: sql<boolean>`${sessions.last_seen_at} < now() - interval '1 minute'`,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('key')))
    .prepare('session_lookup');
  const { idleMinutes, maxHours } = timeouts;
  return async (key: string): Promise<SessionRow | undefined> =>
    (await statement.execute({ key, idleMinutes, maxHours }))[0];
}

export type SessionLookup = ReturnType<typeof sessionLookup>;

/** Loads a session and its user (from `viewers`, which reads the database only when access changed). */
export async function loadSession(orm: Orm, lookup: SessionLookup, key: string, viewers: ViewerCache) {
  const row = await lookup(key);
  if (!row) return null;
  const viewer =
    row.user_id === null ? null : await viewers.viewer(row.user_id, row.active_role, row.access_generation);
  if (row.expired || (row.user_id !== null && !viewer)) {
    await destroySession(orm, key);
    return null;
  }
  if (row.stale) await orm.update(sessions).set({ last_seen_at: sql`now()` }).where(eq(sessions.id, key));
  const state: SessionState = { key, xsrfToken: row.xsrf_token, userId: row.user_id };
  return { state, viewer };
}
