/**
 * Personal access tokens (Laravel Sanctum's model): `{id}|{secret}` is shown once to the app, the
 * database keeps the SHA-256 of the secret, the abilities, the last use and an optional expiry.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { personalAccessTokens as tokens } from '../db/schema';
import { accessGenerationColumn, type GenerationRow } from './access-generation';
import type { SessionViewer } from './session-store';
import type { ViewerCache } from './viewer-cache';

/** `read`: GET and HEAD; `write`: every other method; `*`: both. */
export const TOKEN_ABILITIES = ['*', 'read', 'write'] as const;
export type TokenAbility = (typeof TOKEN_ABILITIES)[number];

/** The token behind a bearer request. */
export interface RequestToken {
  id: number;
  abilities: string[];
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Splits `{id}|{secret}`; null when the text cannot be a token of ours. */
function parse(plain: string): { id: number; secret: string } | null {
  const match = /^([1-9][0-9]{0,9})\|([A-Za-z0-9_-]{40,128})$/.exec(plain);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? { id, secret: match[2] } : null;
}

export async function issueToken(
  orm: Orm,
  values: {
    userId: number;
    name: string;
    abilities: readonly string[];
    activeRole: string | null;
    expiresAt: Date | null;
  },
) {
  const secret = randomBytes(40).toString('base64url');
  const [row] = await orm
    .insert(tokens)
    .values({
      user_id: values.userId,
      name: values.name,
      token_hash: digest(secret),
      abilities: [...values.abilities],
      active_role: values.activeRole,
      expires_at: values.expiresAt,
    })
    .returning();
  if (!row) throw new Error('token insert returned nothing');
  return { token: `${row.id}|${secret}`, record: presentToken(row, null) };
}

interface TokenRow extends GenerationRow {
  user_id: number;
  active_role: string | null;
  token_id: number;
  token_hash: string;
  abilities: string[];
  expired: boolean;
  stale: boolean;
}

/**
 * The viewer and token a bearer token names, in one round trip, or null: unknown, revoked, expired (then
 * deleted), or its user disabled or deleted. The last use is written at most once a minute.
 */
export async function loadToken(
  orm: Orm,
  plain: string,
  viewers: ViewerCache,
): Promise<{ token: RequestToken; viewer: SessionViewer } | null> {
  const parsed = parse(plain);
  if (!parsed) return null;
  const [row] = await queryRows<TokenRow>(
    orm,
    sql`
    SELECT s.id AS token_id, s.token_hash, s.abilities,
      coalesce(s.expires_at <= now(), false) AS expired,
      (s.last_used_at IS NULL OR s.last_used_at < now() - interval '1 minute') AS stale,
      s.user_id, s.active_role, ${accessGenerationColumn}
    FROM personal_access_tokens s
    WHERE s.id = ${parsed.id}`,
  );
  if (!row) return null;
  const given = Buffer.from(digest(parsed.secret));
  const stored = Buffer.from(row.token_hash);
  if (stored.length !== given.length || !timingSafeEqual(given, stored)) return null;
  const viewer = await viewers.viewer(row.user_id, row.active_role, row.access_generation);
  if (row.expired || !viewer) {
    await orm.delete(tokens).where(eq(tokens.id, row.token_id));
    return null;
  }
  if (row.stale)
    await orm.update(tokens).set({ last_used_at: sql`now()` }).where(eq(tokens.id, row.token_id));
  return { token: { id: row.token_id, abilities: row.abilities }, viewer };
}

/** Whether a token's abilities cover a request of this method. */
export function tokenAllows(abilities: readonly string[], method: string): boolean {
  if (abilities.includes('*')) return true;
  return abilities.includes(method === 'GET' || method === 'HEAD' ? 'read' : 'write');
}

type StoredToken = typeof tokens.$inferSelect;

/** A token as the API lists it: never its hash. */
export const presentToken = (row: StoredToken, currentId: number | null) => ({
  id: row.id,
  name: row.name,
  abilities: row.abilities,
  last_used_at: row.last_used_at?.toISOString() ?? null,
  expires_at: row.expires_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  current: row.id === currentId,
});

export async function tokensOf(orm: Orm, userId: number, currentId: number | null) {
  const rows = await orm
    .select()
    .from(tokens)
    .where(eq(tokens.user_id, userId))
    .orderBy(desc(tokens.created_at), desc(tokens.id));
  return rows.map((row) => presentToken(row, currentId));
}

/** Revokes one token of a user; the revoked token, or null when the user holds no such token. */
export async function revokeToken(orm: Orm, userId: number, id: number) {
  const [row] = await orm
    .delete(tokens)
    .where(and(eq(tokens.id, id), eq(tokens.user_id, userId)))
    .returning();
  return row ?? null;
}

/** Revokes every token of a user (disabled account, password reset, an administrator's decision). */
export async function revokeUserTokens(orm: Orm, userId: number) {
  const rows = await orm.delete(tokens).where(eq(tokens.user_id, userId)).returning({ id: tokens.id });
  return rows.length;
}

export const purgeExpiredTokens = (orm: Orm) => orm.delete(tokens).where(lte(tokens.expires_at, sql`now()`));
