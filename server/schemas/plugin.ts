import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Resource } from '../../resources/kit';
import { SESSION_COOKIE } from '../auth/session-plugin';
import { compile } from './ajv';
import { routeSchema } from './common';
import { normaliseBody } from './normalise-body';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the API as registered: method, URL, and whether it declares a schema. */
    apiRoutes: { method: string; url: string; documented: boolean }[];
  }
}

/** swagger-ui's page loads only its own scripts; its components set inline styles. */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "img-src 'self' data:",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Route schemas: one ajv validates every route's body, query string and params; responses are sent with
 * JSON.stringify (their schemas document them and the tests check answers against them, but a schema that
 * missed a new column must never hide it). The OpenAPI document is built from the same schemas.
 */
export const schemaPlugin = fp(
  async (app: FastifyInstance, { resources }: { resources: readonly Resource[] }) => {
    app.setValidatorCompiler(({ schema }) => compile(schema));
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    app.decorate('apiRoutes', []);
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { hide?: boolean; response?: unknown } | undefined;
      if (!route.url.startsWith('/api/') || schema?.hide) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, documented: !!schema?.response });
      }
    });
    app.addHook('preValidation', normaliseBody);
    // Routes that attach their body errors (to add the database checks) still refuse a bad path or query.
    app.addHook('preHandler', async (request) => {
      const error = request.validationError;
      if (error && error.validationContext !== 'body') throw error;
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Animal health surveillance back-office API',
          version: '1.0.0',
          description:
            'The API of the back-office (react-admin, ra-data-simple-rest protocol). Sign in with the SPA flow: ' +
            '`GET /api/sanctum/csrf-cookie`, then `POST /api/login`; send the `XSRF-TOKEN` cookie back as ' +
            'the `X-XSRF-TOKEN` header on every POST, PUT and DELETE. Errors are `{message, errors?}` in the ' +
            "user's language (fr, en, ar).",
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/', description: 'this server' }],
        tags: [
          { name: 'session', description: 'Sign-in, sign-out, current user, language, active role' },
          { name: 'profile', description: "The signed-in user's own profile and password" },
          { name: 'tokens', description: 'Personal access tokens of the mobile app: issue, list, revoke' },
          { name: 'sync', description: 'Delta sync of the mobile app: reference data and own registrations' },
          { name: 'password reset', description: 'Forgotten password: a code by mail' },
          { name: 'dashboard', description: 'Aggregates and the map' },
          { name: 'system', description: 'Health and this document' },
          ...resources.map((r) => ({
            name: r.name,
            description: `${r.name}: list, read, create, update, trash`,
          })),
        ],
        components: {
          securitySchemes: {
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'The session cookie set by /api/sanctum/csrf-cookie and /api/login (HttpOnly)',
            },
            bearerToken: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A personal access token from POST /api/tokens (the mobile app); no X-XSRF-TOKEN needed',
            },
            xsrfToken: {
              type: 'apiKey',
              in: 'header',
              name: 'X-XSRF-TOKEN',
              description: 'The value of the XSRF-TOKEN cookie, required on POST, PUT and DELETE',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: DOCS_CSP,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
);

/** `GET /api/openapi.json`: the document @fastify/swagger builds from the route schemas. */
export async function openApiRoute(app: FastifyInstance) {
  const schema = routeSchema({
    tags: ['system'],
    summary: 'This OpenAPI 3.1 document (browsable at /api/docs)',
    operationId: 'getOpenApiDocument',
    access: 'public',
    response: {
      200: { type: 'object', description: 'The OpenAPI 3.1 document', additionalProperties: true },
    },
  });
  app.get('/openapi.json', { schema }, async () => app.swagger());
}
