import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/record';
import type { Orm } from '../db/connect';
import { users } from '../db/schema';
import { invalid } from '../http/errors';
import { translatorFor } from '../http/locale';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { clearThrottle, consume, refund } from './throttle';
import { findAccount } from './users';

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

/**
 * The active account these credentials name, under the sign-in throttles (a browser sign-in and a mobile
 * token request share them); 422 for wrong credentials, 429 past the limits. Failures are audited.
 */
export async function checkCredentials(orm: Orm, request: FastifyRequest, login: string, password: string) {
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
    const t = translatorFor(request);
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
  return account;
}
