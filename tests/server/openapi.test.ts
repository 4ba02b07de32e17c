import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let document: { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  t = await createTestApp({ registrations: 5 });
  const response = await t.client().get('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json();
}, 120_000);

/** Fastify's `/users/:id` is OpenAPI's `/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([a-zA-Z_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('has no error under redocly recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
  });

  it('describes every route the API serves, each with a schema', () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !r.documented)).toEqual([]);
    const missing = routes.filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('documents the session cookie, the XSRF header and the bearer token, and nothing that does not exist', () => {
    const { components } = document as unknown as {
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(components.securitySchemes).sort()).toEqual([
      'bearerToken',
      'sessionCookie',
      'xsrfToken',
    ]);
    const post = document.paths['/api/registrations']?.post as { security: unknown; requestBody: unknown };
    expect(post.security).toEqual([{ sessionCookie: [], xsrfToken: [] }, { bearerToken: [] }]);
    const token = document.paths['/api/tokens']?.post as { security: unknown };
    expect(token.security).toEqual([]);
    expect(post.requestBody).toBeTruthy();
  });

  it('is browsable at /api/docs under its own strict Content-Security-Policy', async () => {
    const page = await t.client().get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await t.client().get('/api/docs/json')).statusCode).toBe(200);
  });
});
