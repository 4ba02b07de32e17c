import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { type ClientPolicy, contentSecurityDirectives } from './content-policy';

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';
const HSTS = 'max-age=31536000; includeSubDomains';

export const helmetOptions = (policy: ClientPolicy) => ({
  contentSecurityPolicy: { useDefaults: false as const, directives: contentSecurityDirectives(policy) },
  // Only under https (below): on plain http it would be ignored or, worse, pin a test host to https.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'same-origin' as const },
  xFrameOptions: { action: 'deny' as const },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
});

/**
 * The same headers as a plain record, for answers written before Fastify routes anything (a malformed
 * request line, oversized headers, an overlong URL): helmet itself computes them once.
 */
export function staticSecurityHeaders(policy: ClientPolicy): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(policy))({} as IncomingMessage, response, () => {});
  return headers;
}

/** helmet on every answer, Permissions-Policy, and HSTS when the request came over https (TRUST_PROXY). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { policy }: { policy: ClientPolicy }) => {
    await app.register(fastifyHelmet, helmetOptions(policy));
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
);
