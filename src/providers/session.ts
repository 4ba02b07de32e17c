/**
 * The signed-in user as the browser knows it: the `ah_session` flag cookie (spec §4) and the user
 * fetched from GET /api/user, cached for the page's life.
 */

import { HttpError } from 'react-admin';
import { holdsBackOfficeRole, type Viewer } from '../../resources/kit';
import { readCookie, removeCookie, SESSION_FLAG_COOKIE, writeCookie } from '../api/cookies';
import { request } from '../api/http';
import { translateNow } from './locale';

export { SESSION_FLAG_COOKIE } from '../api/cookies';

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  username: string | null;
  avatar: string | null;
  introduction: string | null;
  roles: string[];
  permissions: string[];
  locale: string | null;
  active_role: string | null;
  /** The user's areas by level ({provinces: [3], departments: []…}); empty everywhere: national. */
  areas?: Record<string, number[]>;
  /** Present when the API sends the name's parts (the profile form edits them). */
  nom?: string | null;
  prenom?: string | null;
}

let cachedUser: CurrentUser | null = null;
let refreshing: Promise<CurrentUser> | null = null;

export const hasSessionFlag = (): boolean => readCookie(SESSION_FLAG_COOKIE) === '1';

export function startSession(user: CurrentUser): void {
  writeCookie(SESSION_FLAG_COOKIE, '1');
  cachedUser = user;
}

export function endSession(): void {
  removeCookie(SESSION_FLAG_COOKIE);
  cachedUser = null;
}

export const getCachedUser = (): CurrentUser | null => cachedUser;

/** Delays before asking again when GET /api/user failed on the way, not because the session ended. */
const TRANSIENT_RETRY_DELAYS_MS = [500, 1500];

/** No answer, a timeout, a busy or failing server: says nothing about the session. */
const isTransient = (error: unknown): boolean =>
  error instanceof HttpError && (error.status === 0 || error.status === 429 || error.status >= 500);

async function fetchUser(attempt = 0): Promise<CurrentUser> {
  try {
    return rememberUser((await request<{ data: CurrentUser }>('/user', { silent: true })).json?.data);
  } catch (error) {
    const delay = TRANSIENT_RETRY_DELAYS_MS[attempt];
    if (delay === undefined || !isTransient(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, delay));
    return fetchUser(attempt + 1);
  }
}

/**
 * GET /api/user (silent: callers decide what a failure means); concurrent callers share one call. A
 * transient failure is asked again before the guard treats it as the end of the session.
 */
export function refreshUser(): Promise<CurrentUser> {
  refreshing ??= fetchUser().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Keeps the user an answer carried (GET /api/user, a profile save, a role switch) as the signed-in one. */
export function rememberUser(data: unknown): CurrentUser {
  const user = assertUser(data);
  cachedUser = user;
  return user;
}

/** The getInfo rules of spec §8: no user, or a user without a list of roles, cannot use the app. */
export function assertUser(data: unknown): CurrentUser {
  const user = data as CurrentUser | null | undefined;
  if (!user || typeof user !== 'object') {
    throw new Error(
      translateNow('auth.verificationFailed', { _: 'Verification failed, please Login again.' }),
    );
  }
  if (!Array.isArray(user.roles) || user.roles.length === 0) {
    throw new Error(translateNow('auth.rolesMustBeArray', { _: 'getInfo: roles must be a non-null array!' }));
  }
  return { ...user, permissions: Array.isArray(user.permissions) ? user.permissions : [] };
}

export const toViewer = (user: CurrentUser): Viewer => ({
  id: user.id,
  roles: user.roles,
  activeRole: user.active_role ?? null,
  permissions: user.permissions,
});

/** Admin, Editor, RSE or Décideur get the back office; anyone else the guest screen. */
export const isBackOfficeUser = (user: CurrentUser | null): boolean =>
  !!user && holdsBackOfficeRole(user.roles);
