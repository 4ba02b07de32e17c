/**
 * react-admin authProvider over Sanctum's SPA session (DESIGN §4, spec §4/§8): the `ah_session` flag,
 * getInfo through GET /api/user, and canAccess from the resource registry.
 */
import { type AuthProvider, HttpError } from 'react-admin';
import { ensureCsrf, request } from '../api/http';
import { emitErrorToast } from '../api/notify';
import { writableInAreas } from '../areas/recordInAreas';
import { canViewerAccess, READ_ACTIONS, registryResourceOf } from './access';
import { translateNow } from './locale';
import {
  assertUser,
  type CurrentUser,
  endSession,
  getCachedUser,
  hasSessionFlag,
  refreshUser,
  startSession,
  toViewer,
} from './session';

export {
  type CurrentUser,
  getCachedUser,
  isBackOfficeUser,
  refreshUser,
  SESSION_FLAG_COOKIE,
} from './session';

const SIGNED_OUT_STATUSES = new Set([401, 419]);

/** /login?redirect={current full path}, so signing in again leads back where the user was. */
export function loginPath(): string {
  const { pathname, search, hash } = window.location;
  if (pathname === '/login') return `/login${search}`;
  const here = `${pathname}${search}${hash}`;
  return here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
}

/** Spec §8: what the guard says when the user cannot be loaded. */
function guardFailureText(error: unknown): string {
  if (error instanceof HttpError && SIGNED_OUT_STATUSES.has(error.status)) {
    return translateNow('auth.verificationFailed', { _: 'Verification failed, please Login again.' });
  }
  const message = error instanceof Error ? error.message : '';
  return message || translateNow('auth.genericError', { _: "Une erreur s'est produite" });
}

/** The user when signed in; fetches it once when the flag survived a reload. */
async function currentUser(): Promise<CurrentUser | null> {
  if (!hasSessionFlag()) return null;
  return getCachedUser() ?? refreshUser();
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await ensureCsrf();
    const { json } = await request<{ data?: CurrentUser }>('/login', {
      method: 'POST',
      body: { email: String(username ?? '').trim(), password },
      silent: true,
    });
    let user: CurrentUser;
    try {
      user = assertUser(json?.data);
    } catch {
      user = await refreshUser();
    }
    startSession(user);
  },

  async logout() {
    const redirectTo = loginPath();
    if (hasSessionFlag() || getCachedUser()) {
      await request('/logout', { method: 'POST', silent: true }).catch(() => undefined);
    }
    endSession();
    return redirectTo;
  },

  async checkAuth() {
    // message: false: a visitor without a session is simply sent to the login page, without a toast.
    if (!hasSessionFlag()) throw { message: false, redirectTo: loginPath() };
    if (getCachedUser()) return;
    try {
      await refreshUser();
    } catch (error) {
      // Concurrent checks share one failed call: only the first one still sees the flag and tells the user.
      if (hasSessionFlag()) emitErrorToast(guardFailureText(error));
      endSession();
      throw { message: false, redirectTo: loginPath() };
    }
  },

  async checkError(error: { status?: number } | null | undefined) {
    if (error?.status !== undefined && SIGNED_OUT_STATUSES.has(error.status)) {
      endSession();
      // The fetch client has already shown the failure: no second toast.
      throw { message: false, redirectTo: loginPath() };
    }
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.name, avatar: user.avatar ?? undefined };
  },

  async getPermissions() {
    const user = await currentUser();
    if (!user) return { roles: [], permissions: [], activeRole: null };
    return { roles: user.roles, permissions: user.permissions, activeRole: user.active_role ?? null };
  },

  async canAccess({
    resource,
    action,
    record,
  }: {
    resource: string;
    action: string;
    record?: Record<string, unknown>;
  }) {
    const user = await currentUser().catch(() => null);
    if (!canViewerAccess(user ? toViewer(user) : null, resource, action)) return false;
    // A record the viewer reads above their areas is not theirs to change (the server answers 403).
    const registered = registryResourceOf(resource);
    if (!record || !registered || READ_ACTIONS.has(action)) return true;
    return writableInAreas(registered, user?.areas, record);
  },
};
