import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyField } from '../accounts/forms';
import { recordAudit } from '../audit/record';
import type { Orm } from '../db/connect';
import { personalAccessTokens, sessions, users } from '../db/schema';
import { invalid, unauthenticated } from '../http/errors';
import { translatorFor } from '../http/locale';
import { activeRoleBody, currentUser, localeBody, loginBody } from '../schemas/account-schemas';
import { messageSchema, noContent, routeSchema } from '../schemas/common';
import { checkCredentials } from './credentials';
import { destroySession } from './session-store';
import { defaultActiveRole, roleNamesOf, userPayload } from './users';

export function requireViewer(request: FastifyRequest) {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}

/** Session routes of the Sanctum SPA flow: csrf cookie, login, logout, current user, locale, active role. */
export async function authRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  const sessionTags = ['session'];
  const csrfCookie = routeSchema({
    tags: sessionTags,
    operationId: 'getCsrfCookie',
    summary: 'Start a session: sets the session cookie and XSRF-TOKEN (readable by scripts)',
    access: 'public',
    response: { 204: noContent('Cookies set') },
  });
  app.get('/sanctum/csrf-cookie', { schema: csrfCookie }, async (request, reply) => {
    if (!request.session) app.startAnonymousSession(request, reply);
    else app.setXsrfCookie(request, reply, request.session.xsrfToken);
    return reply.code(204).send();
  });

  const login = routeSchema({
    tags: sessionTags,
    operationId: 'login',
    summary: 'Sign in with an email or username and a password (a fresh session id)',
    access: 'publicWrite',
    body: loginBody,
    response: { 200: { ...currentUser, description: 'Signed in: the user' } },
    errors: [429],
  });
  app.post('/login', { schema: login }, async (request, reply) => {
    const account = await checkCredentials(
      orm,
      request,
      bodyField(request.body, 'email'),
      bodyField(request.body, 'password'),
    );
    if (request.session) await destroySession(orm, request.session.key);
    const activeRole = defaultActiveRole(await roleNamesOf(orm, account.id));
    await app.startSession(request, reply, { id: account.id, activeRole });
    const viewer = await app.reloadViewer(request);
    await recordAudit(orm, request, { action: 'login' });
    return { data: await userPayload(orm, viewer) };
  });

  const logout = routeSchema({
    tags: sessionTags,
    operationId: 'logout',
    summary: 'Sign out: the session is destroyed on the server',
    access: 'publicWrite',
    response: { 204: noContent('Signed out') },
  });
  app.post('/logout', { schema: logout }, async (request, reply) => {
    if (request.session) {
      await orm.transaction(async (tx) => {
        await destroySession(tx, request.session!.key);
        if (request.viewer) await recordAudit(tx, request, { action: 'logout' });
      });
    }
    app.clearSessionCookies(reply);
    return reply.code(204).send();
  });

  const user = routeSchema({
    tags: sessionTags,
    operationId: 'getCurrentUser',
    summary: 'The signed-in user, their roles and effective permissions',
    access: 'session',
    response: { 200: { ...currentUser, description: 'The signed-in user' } },
  });
  app.get('/user', { schema: user }, async (request) => ({
    data: await userPayload(orm, requireViewer(request)),
  }));

  const locale = routeSchema({
    tags: sessionTags,
    operationId: 'setLocale',
    summary: "Store the user's language (fr, en, ar)",
    access: 'write',
    body: localeBody,
    response: { 200: { ...messageSchema, description: 'Language changed' } },
  });
  app.post('/locale', { schema: locale }, async (request) => {
    const viewer = requireViewer(request);
    const locale = bodyField(request.body, 'locale');
    await orm.transaction(async (tx) => {
      const [before] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, viewer.id));
      await tx.update(users).set({ locale }).where(eq(users.id, viewer.id));
      if (before?.locale !== locale)
        await recordAudit(tx, request, {
          action: 'locale',
          resource: 'users',
          recordId: viewer.id,
          changes: { locale: { before: before?.locale ?? null, after: locale } },
        });
    });
    return { message: 'Langue modifiée avec succès' };
  });

  const activeRole = routeSchema({
    tags: sessionTags,
    operationId: 'setActiveRole',
    summary: "Switch the active role among the user's own roles",
    access: 'write',
    body: activeRoleBody,
    response: { 200: { ...currentUser, description: 'The user with the permissions of the new role' } },
  });
  app.put('/user/active-role', { schema: activeRole }, async (request) => {
    const viewer = requireViewer(request);
    const role = bodyField(request.body, 'role');
    if (!viewer.roles.includes(role)) {
      throw invalid({ role: [translatorFor(request)('validation.exists')] });
    }
    await orm.transaction(async (tx) => {
      // A bearer request switches its token's role; a browser, its session's.
      if (request.token)
        await tx
          .update(personalAccessTokens)
          .set({ active_role: role })
          .where(eq(personalAccessTokens.id, request.token.id));
      else if (request.session)
        await tx.update(sessions).set({ active_role: role }).where(eq(sessions.id, request.session.key));
      await recordAudit(tx, request, {
        action: 'role_switch',
        resource: 'users',
        recordId: viewer.id,
        changes: { active_role: { before: viewer.activeRole, after: role } },
      });
    });
    const fresh = await app.reloadViewer(request);
    return { data: await userPayload(orm, fresh) };
  });
}
