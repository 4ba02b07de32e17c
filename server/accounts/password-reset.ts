import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../i18n';
import { recordAudit } from '../audit/record';
import { hashPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/session-store';
import { consume } from '../auth/throttle';
import { revokeUserTokens } from '../auth/tokens';
import { findAccount } from '../auth/users';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { passwordResets, users } from '../db/schema';
import { invalid } from '../http/errors';
import { requestLocale, translatorFor } from '../http/locale';
import type { Mailer } from '../mail/mailer';
import { forgotBody, resetBody, verifyBody } from '../schemas/account-schemas';
import { messageSchema, routeSchema } from '../schemas/common';
import { bodyField, confirmationErrors } from './forms';

const CODE_TTL_MINUTES = 10;
const MAX_ATTEMPTS = 5;
const WINDOW = 15 * 60;

interface Options {
  orm: Orm;
  mailer: Mailer;
  secret: string;
}

/** Password reset by a 6-digit code sent by mail: random, stored hashed, single use, short-lived, few tries. */
export async function passwordResetRoutes(app: FastifyInstance, { orm, mailer, secret }: Options) {
  const codeHash = (email: string, code: string) =>
    createHmac('sha256', secret).update(`${email}:${code}`).digest('base64url');

  /** The address of the request (its shape was checked by the route's schema). */
  const emailOf = (request: FastifyRequest) => bodyField(request.body, 'email').toLowerCase();
  const answer = (description: string) => ({ 200: { ...messageSchema, description } });
  const tags = ['password reset'];

  /** Sends after the answer, so a known and an unknown address answer in the same time. */
  const sendLater = (
    request: FastifyRequest,
    to: string,
    subjectKey: string,
    textKey: string,
    params = {},
  ) => {
    const locale = requestLocale(request);
    setImmediate(() => {
      mailer
        .send({ to, subject: translate(locale, subjectKey), text: translate(locale, textKey, params) })
        .catch((err) => request.log.error({ err }, 'password-reset mail failed'));
    });
  };

  const forgot = routeSchema({
    tags,
    operationId: 'forgotPassword',
    summary: 'Mail a 6-digit code (the same answer whether or not the account exists)',
    access: 'publicWrite',
    body: forgotBody,
    response: answer('Code sent if the account exists'),
    errors: [429],
  });
  app.post('/password/forgot', { schema: forgot }, async (request) => {
    const email = emailOf(request);
    const rules = [
      { key: `forgot:email:${email}`, limit: 3, windowSeconds: WINDOW },
      { key: `forgot:ip:${request.ip}`, limit: 20, windowSeconds: WINDOW },
    ];
    await consume(orm, rules);
    const account = await findAccount(orm, email);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (account && account.status === 'active' && account.email === email) {
      await orm
        .update(passwordResets)
        .set({ used_at: sql`now()` })
        .where(and(eq(passwordResets.email, email), isNull(passwordResets.used_at)));
      await orm.insert(passwordResets).values({
        email,
        code_hash: codeHash(email, code),
        expires_at: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      });
      await recordAudit(orm, request, {
        action: 'password_forgot',
        resource: 'users',
        recordId: account.id,
        actor: { id: null, label: email },
      });
      sendLater(request, email, 'auth.reset.mailSubject', 'auth.reset.mailBody', {
        code,
        minutes: CODE_TTL_MINUTES,
      });
    } else {
      // The same work as above, so timing does not tell whether the account exists.
      codeHash(email, code);
      await orm.execute(sql`select 1`);
    }
    return { message: translatorFor(request)('auth.reset.codeSent') };
  });

  /** Checks a code against the live one, counting the attempt; returns the reset's id. */
  async function checkCode(request: FastifyRequest, email: string) {
    const t = translatorFor(request);
    const code = bodyField(request.body, 'code').trim();
    if (!code) throw invalid({ code: [t('auth.reset.codeRequired')] });
    await consume(orm, [{ key: `verify:ip:${request.ip}`, limit: 30, windowSeconds: WINDOW }]);
    // The attempt is counted and the limit compared in the statement that reads the code, so parallel
    // guesses cannot all slip under the limit.
    const [reset] = await queryRows<{ id: number; code_hash: string }>(
      orm,
      sql`
      UPDATE password_resets SET attempts = attempts + 1
      WHERE id = (
        SELECT id FROM password_resets
        WHERE email = ${email} AND used_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 1)
      AND attempts < ${MAX_ATTEMPTS}
      RETURNING id, code_hash`,
    );
    const expected = Buffer.from(reset?.code_hash ?? '');
    const given = Buffer.from(codeHash(email, code));
    const matches = !!reset && expected.length === given.length && timingSafeEqual(expected, given);
    if (!matches) throw invalid({ code: [t('auth.reset.codeInvalid')] });
    return reset.id;
  }

  const verify = routeSchema({
    tags,
    operationId: 'verifyResetCode',
    summary: 'Check a reset code (counts as an attempt)',
    access: 'publicWrite',
    body: verifyBody,
    response: answer('The code is valid'),
    errors: [429],
  });
  app.post('/password/verify', { schema: verify }, async (request) => {
    await checkCode(request, emailOf(request));
    return { message: 'OK' };
  });

  const reset = routeSchema({
    tags,
    operationId: 'resetPassword',
    summary: "Set a new password with a valid code (the account's sessions end)",
    access: 'publicWrite',
    body: resetBody,
    response: answer('Password changed'),
    errors: [429],
  });
  app.post('/password/reset', { schema: reset }, async (request) => {
    const email = emailOf(request);
    const t = translatorFor(request);
    const errors = confirmationErrors(request.body, 'password', 'password_confirmation', t);
    if (errors) throw invalid(errors);
    const resetId = await checkCode(request, email);
    const account = await findAccount(orm, email);
    if (!account) throw invalid({ code: [t('auth.reset.codeInvalid')] });
    await orm.transaction(async (tx) => {
      // Single use even when two resets with the right code race: only one of them marks it used.
      const used = await tx
        .update(passwordResets)
        .set({ used_at: sql`now()` })
        .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.used_at)))
        .returning({ id: passwordResets.id });
      if (!used.length) throw invalid({ code: [t('auth.reset.codeInvalid')] });
      await tx
        .update(users)
        .set({ password: await hashPassword(bodyField(request.body, 'password')), updated_at: sql`now()` })
        .where(eq(users.id, account.id));
      await destroyUserSessions(tx, account.id);
      await revokeUserTokens(tx, account.id);
      await recordAudit(tx, request, {
        action: 'password_reset',
        resource: 'users',
        recordId: account.id,
        actor: { id: account.id, label: email },
      });
    });
    sendLater(request, email, 'auth.reset.noticeSubject', 'auth.reset.noticeBody');
    return { message: t('auth.reset.success') };
  });
}
