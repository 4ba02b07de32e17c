import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import users from '../../resources/users';
import { changesOf } from '../audit/changes';
import { recordAudit } from '../audit/record';
import { hashPassword, verifyPassword } from '../auth/password';
import { requireViewer } from '../auth/routes';
import { destroyOtherSessions, destroyUserSessions } from '../auth/session-store';
import { clearThrottle, consume } from '../auth/throttle';
import { userPayload } from '../auth/users';
import type { CrudRegistry } from '../crud/context';
import { toColumns } from '../crud/serialize';
import { findRecord, lookupsFor } from '../crud/store';
import { validateInput } from '../crud/validate';
import { users as usersTable } from '../db/schema';
import { invalid } from '../http/errors';
import { translatorFor } from '../http/locale';
import { changePasswordBody, currentUser, PROFILE_FIELDS, profileBody } from '../schemas/account-schemas';
import { bodySchemaErrors, withoutKeys } from '../schemas/attached-errors';
import { messageSchema, routeSchema } from '../schemas/common';
import { bodyField, confirmationErrors } from './forms';
import { checkAvatar } from './user-policy';

/** The user's own profile, under the same field rules as the user screens. */
const profileResource = {
  ...users,
  fields: Object.fromEntries(PROFILE_FIELDS.map((key) => [key, users.fields[key]])),
};

export async function profileRoutes(app: FastifyInstance, { registry }: { registry: CrudRegistry }) {
  const { orm } = registry;

  const profile = routeSchema({
    tags: ['profile'],
    operationId: 'updateProfile',
    summary: 'Change your own name, picture, introduction and language',
    access: 'write',
    body: profileBody,
    response: { 200: { ...currentUser, description: 'The updated user' } },
  });
  app.put('/user', { schema: profile, attachValidation: true }, async (request) => {
    const viewer = requireViewer(request);
    const existing = await findRecord(registry, users, viewer.id, orm);
    const t = translatorFor(request);
    const lookups = lookupsFor(registry, users, orm);
    const schemaErrors = bodySchemaErrors(request, t);
    const body = withoutKeys(request.body, Object.keys(schemaErrors));
    const { input, errors } = await validateInput(profileResource, body, existing, lookups, t);
    if (Object.keys(errors).length || Object.keys(schemaErrors).length)
      throw invalid({ ...errors, ...schemaErrors });
    checkAvatar(input, existing, t);
    await orm.transaction(async (tx) => {
      await tx
        .update(usersTable)
        .set({ ...toColumns(users, input.values), updated_at: sql`now()` })
        .where(eq(usersTable.id, viewer.id));
      const after = await findRecord(registry, users, viewer.id, tx);
      const changes = changesOf(profileResource, existing, after);
      if (Object.keys(changes).length)
        await recordAudit(tx, request, {
          action: 'profile_update',
          resource: 'users',
          recordId: viewer.id,
          changes,
        });
    });
    return { data: await userPayload(orm, await app.reloadViewer(request)) };
  });

  const changePassword = routeSchema({
    tags: ['profile'],
    operationId: 'changePassword',
    summary: 'Change your own password (your other sessions end)',
    access: 'write',
    body: changePasswordBody,
    response: { 200: { ...messageSchema, description: 'Password changed' } },
  });
  app.put('/user/password', { schema: changePassword, attachValidation: true }, async (request) => {
    const viewer = requireViewer(request);
    const t = translatorFor(request);
    const schemaErrors = bodySchemaErrors(request, t);
    const [row] = await orm
      .select({ password: usersTable.password })
      .from(usersTable)
      .where(eq(usersTable.id, viewer.id));
    const errors = {
      ...(confirmationErrors(request.body, 'password', 'password_confirmation', t) ?? {}),
      ...schemaErrors,
    };
    // A stolen session must not become a password oracle: the current password gets the sign-in's limit.
    const guesses = { key: `current-password:user:${viewer.id}`, limit: 5, windowSeconds: 15 * 60 };
    await consume(orm, [guesses]);
    if (!(await verifyPassword(bodyField(request.body, 'current_password'), row?.password))) {
      errors.current_password = [t('validation.currentPassword')];
    } else await clearThrottle(orm, guesses.key);
    if (Object.keys(errors).length) throw invalid(errors);
    const hash = await hashPassword(bodyField(request.body, 'password'));
    await orm.transaction(async (tx) => {
      await tx
        .update(usersTable)
        .set({ password: hash, updated_at: sql`now()` })
        .where(eq(usersTable.id, viewer.id));
      // Every other session of this user ends; the one that made the change goes on.
      if (request.session) await destroyOtherSessions(tx, viewer.id, request.session.key);
      else await destroyUserSessions(tx, viewer.id);
      await recordAudit(tx, request, { action: 'password_change', resource: 'users', recordId: viewer.id });
    });
    return { message: t('profile.passwordChanged') };
  });
}
