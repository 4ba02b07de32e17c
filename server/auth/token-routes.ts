import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, isAdmin } from '../../resources/kit';
import { assertWithinReach } from '../accounts/user-policy';
import { recordAudit } from '../audit/record';
import type { CrudRegistry } from '../crud/context';
import { idParam } from '../crud/request';
import { findRecord } from '../crud/store';
import { forbidden, notFound } from '../http/errors';
import { idParams, noContent, routeSchema } from '../schemas/common';
import { issuedToken, tokenList, tokenRequestBody, userTokenParams } from '../schemas/token-schemas';
import { checkCredentials } from './credentials';
import { requireViewer } from './routes';
import { issueToken, revokeToken, revokeUserTokens, tokensOf } from './tokens';
import { defaultActiveRole, roleNamesOf } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
const mayManageAccounts = can('manage user');
const tags = ['tokens'];

interface TokenRequest {
  email: string;
  password: string;
  device_name: string;
  abilities?: string[];
  expires_in_days?: number;
}

/**
 * Personal access tokens for the mobile app: issued for an email and password, listed and revoked by
 * their owner (profile) and by account managers (an Admin, or a manager within reach of the account).
 */
export async function tokenRoutes(app: FastifyInstance, { registry }: { registry: CrudRegistry }) {
  const { orm } = registry;
  const usersResource = registry.resource('users');

  const create = routeSchema({
    tags,
    operationId: 'createToken',
    summary: 'Issue a personal access token for the mobile app (no cookie, no CSRF token)',
    description:
      'Under the sign-in throttles. The answer holds the token once: send it as `Authorization: Bearer …` on every request; bearer requests need no X-XSRF-TOKEN.',
    access: 'public',
    body: tokenRequestBody,
    response: { 201: { ...issuedToken, description: 'The token, shown this once' } },
    errors: [429],
  });
  app.post<{ Body: TokenRequest }>(
    '/tokens',
    { schema: create, config: { csrfExempt: true } },
    async (request, reply) => {
      const { body } = request;
      const account = await checkCredentials(orm, request, body.email, body.password);
      const issued = await orm.transaction(async (tx) => {
        const result = await issueToken(tx, {
          userId: account.id,
          name: body.device_name,
          abilities: body.abilities ?? ['*'],
          activeRole: defaultActiveRole(await roleNamesOf(tx, account.id)),
          expiresAt: body.expires_in_days ? new Date(Date.now() + body.expires_in_days * DAY_MS) : null,
        });
        await recordAudit(tx, request, {
          action: 'token_create',
          resource: 'users',
          recordId: account.id,
          actor: {
            id: account.id,
            label: `${account.prenom ?? ''} ${account.nom} <${account.email}>`.trim(),
          },
          changes: { token: { before: null, after: `${result.record.id} ${body.device_name}` } },
        });
        return result;
      });
      return reply.code(201).send({ ...issued.record, token: issued.token });
    },
  );

  const list = routeSchema({
    tags,
    operationId: 'listOwnTokens',
    summary: "The signed-in user's access tokens (never the tokens themselves)",
    access: 'session',
    response: { 200: { ...tokenList, description: 'Newest first' } },
  });
  app.get('/tokens', { schema: list }, async (request) => {
    const viewer = requireViewer(request);
    return tokensOf(orm, viewer.id, request.token?.id ?? null);
  });

  const revoke = async (request: FastifyRequest, userId: number, tokenId: number) =>
    orm.transaction(async (tx) => {
      const revoked = await revokeToken(tx, userId, tokenId);
      if (!revoked) throw notFound();
      await recordAudit(tx, request, {
        action: 'token_revoke',
        resource: 'users',
        recordId: userId,
        changes: { token: { before: `${revoked.id} ${revoked.name}`, after: null } },
      });
    });

  const revokeCurrent = routeSchema({
    tags,
    operationId: 'revokeCurrentToken',
    summary: "Revoke the request's own token (the app signs out)",
    access: 'write',
    response: { 204: noContent('Revoked') },
    errors: [404],
  });
  app.delete('/tokens/current', { schema: revokeCurrent }, async (request, reply) => {
    const viewer = requireViewer(request);
    if (!request.token) throw notFound();
    await revoke(request, viewer.id, request.token.id);
    return reply.code(204).send();
  });

  const revokeOwn = routeSchema({
    tags,
    operationId: 'revokeOwnToken',
    summary: 'Revoke one of my tokens (a lost phone)',
    access: 'write',
    params: idParams,
    response: { 204: noContent('Revoked') },
  });
  app.delete('/tokens/:id', { schema: revokeOwn }, async (request, reply) => {
    const viewer = requireViewer(request);
    await revoke(request, viewer.id, idParam(request, 'id'));
    return reply.code(204).send();
  });

  /** The account whose tokens a manager reads or revokes: 404 when gone, 403 when out of reach. */
  const managedAccount = async (request: FastifyRequest) => {
    const viewer = requireViewer(request);
    if (!mayManageAccounts(viewer)) throw forbidden();
    const account = await findRecord(registry, usersResource, idParam(request, 'id'), orm);
    if (!account || account.deleted_at) throw notFound();
    if (!isAdmin(viewer) && account.id !== viewer.id) await assertWithinReach(orm, viewer, account);
    return account.id;
  };

  const userList = routeSchema({
    tags,
    operationId: 'listUserTokens',
    summary: "A user's access tokens (account managers)",
    access: 'session',
    params: idParams,
    response: { 200: { ...tokenList, description: 'Newest first' } },
  });
  app.get('/users/:id/tokens', { schema: userList }, async (request) =>
    tokensOf(orm, await managedAccount(request), request.token?.id ?? null),
  );

  const userRevokeOne = routeSchema({
    tags,
    operationId: 'revokeUserToken',
    summary: "Revoke one of a user's tokens (account managers)",
    access: 'write',
    params: userTokenParams,
    response: { 204: noContent('Revoked') },
  });
  app.delete('/users/:id/tokens/:tokenId', { schema: userRevokeOne }, async (request, reply) => {
    await revoke(request, await managedAccount(request), idParam(request, 'tokenId'));
    return reply.code(204).send();
  });

  const userRevokeAll = routeSchema({
    tags,
    operationId: 'revokeUserTokens',
    summary: 'Revoke every token of a user (account managers)',
    access: 'write',
    params: idParams,
    response: {
      200: {
        type: 'object',
        properties: { revoked: { type: 'integer', minimum: 0 } },
        required: ['revoked'],
        description: 'How many tokens were revoked',
      },
    },
  });
  app.delete('/users/:id/tokens', { schema: userRevokeAll }, async (request) => {
    const userId = await managedAccount(request);
    const revoked = await orm.transaction(async (tx) => {
      const count = await revokeUserTokens(tx, userId);
      if (count)
        await recordAudit(tx, request, {
          action: 'token_revoke',
          resource: 'users',
          recordId: userId,
          changes: { tokens: { before: count, after: 0 } },
        });
      return count;
    });
    return { revoked };
  });
}
