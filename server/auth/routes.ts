import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES } from '../../i18n';
import { bodyField, MIN_PASSWORD } from '../accounts/forms';
import { recordAudit } from '../audit/record';
import type { Orm } from '../db/connect';
import { sessions, users } from '../db/schema';
import { invalid, unauthenticated } from '../http/errors';
import { translatorFor } from '../http/locale';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { destroySession } from './session-store';
import { clearThrottle, consume, refund } from './throttle';
import { defaultActiveRole, findAccount, roleNamesOf, userPayload } from './users';

const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins are limited per account and address (so a stranger cannot lock someone out), with a
 * looser ceiling per account from every address (a distributed guess) and one per address (a spray).
 */
const loginRules = (login: string, ip: string) => {
  const account = login.trim().toLowerCase();
  return {
    accountAndIp: { key: `login:account-ip:${account}|${ip}`, limit: 5, windowSeconds: LOGIN_WINDOW_SECONDS },
    shared: [
      { key: `login:account:${account}`, limit: 20, windowSeconds: LOGIN_WINDOW_SECONDS },
      { key: `login:ip:${ip}`, limit: 30, windowSeconds: LOGIN_WINDOW_SECONDS },
    ],
  };
};

export function requireViewer(request: FastifyRequest) {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}

/** Session routes of the Sanctum SPA flow: csrf cookie, login, logout, current user, locale, active role. */
export async function authRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    if (!request.session) app.startAnonymousSession(request, reply);
    else app.setXsrfCookie(request, reply, request.session.xsrfToken);
    return reply.code(204).send();
  });

  app.post('/login', async (request, reply) => {
    const t = translatorFor(request);
    const login = bodyField(request.body, 'email').trim();
    const password = bodyField(request.body, 'password');
    const errors: Record<string, string[]> = {};
    if (!login) errors.email = [t('auth.emailRequired')];
    if (password.length < MIN_PASSWORD) errors.password = [t('auth.passwordTooShort')];
    if (Object.keys(errors).length) throw invalid(errors);

    const rules = loginRules(login, request.ip);
    // Every attempt is counted before the password is checked; a success gives its count back.
    await consume(orm, [rules.accountAndIp, ...rules.shared]);
    const account = await findAccount(orm, login);
    const passwordOk = await verifyPassword(password, account?.password);
    if (!account || !passwordOk || account.status !== 'active') {
      // The name typed is kept (never the password) so that guessing at accounts shows in the trail.
      await recordAudit(orm, request, {
        action: 'login_failed',
        actor: { id: account?.id ?? null, label: login.slice(0, 200) },
      });
      throw invalid({ email: [t('validation.loginFailed')] }, 'validation.loginFailed');
    }
    await clearThrottle(orm, rules.accountAndIp.key);
    await refund(orm, rules.shared);
    if (needsRehash(account.password)) {
      // The only moment the plain password is at hand: an older, cheaper hash is brought up to today's cost.
      await orm
        .update(users)
        .set({ password: await hashPassword(password) })
        .where(eq(users.id, account.id));
    }
    if (request.session) await destroySession(orm, request.session.key);
    const activeRole = defaultActiveRole(await roleNamesOf(orm, account.id));
    await app.startSession(request, reply, { id: account.id, activeRole });
    const viewer = await app.reloadViewer(request);
    await recordAudit(orm, request, { action: 'login' });
    return { data: await userPayload(orm, viewer) };
  });

  app.post('/logout', async (request, reply) => {
    if (request.session) {
      await orm.transaction(async (tx) => {
        await destroySession(tx, request.session!.key);
        if (request.viewer) await recordAudit(tx, request, { action: 'logout' });
      });
    }
    app.clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.get('/user', async (request) => ({ data: await userPayload(orm, requireViewer(request)) }));

  app.post('/locale', async (request) => {
    const viewer = requireViewer(request);
    const locale = bodyField(request.body, 'locale');
    if (!(LOCALES as readonly string[]).includes(locale)) {
      throw invalid({ locale: [translatorFor(request)('validation.enum', { values: LOCALES.join(', ') })] });
    }
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

  app.put('/user/active-role', async (request) => {
    const viewer = requireViewer(request);
    const role = bodyField(request.body, 'role');
    if (!viewer.roles.includes(role)) {
      throw invalid({ role: [translatorFor(request)('validation.exists')] });
    }
    await orm.transaction(async (tx) => {
      await tx.update(sessions).set({ active_role: role }).where(eq(sessions.id, request.session!.key));
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
