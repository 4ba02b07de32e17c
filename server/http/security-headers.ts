import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * The headers helmet sets with these options, as it spells them, computed once: every directive is a
 * constant, so helmet's answer is the same for every request.
 */
export function helmetHeaders(policy: ClientPolicy): [name: string, value: string][] {
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader: (name: string, value: string) => {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(policy))({} as IncomingMessage, response, () => {});
  return [...headers.values()];
}

/**
 * The same headers as a plain record, for answers written before Fastify routes anything (a malformed
 * request line, oversized headers, an overlong URL).
 */
export function staticSecurityHeaders(policy: ClientPolicy): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  for (const [name, value] of helmetHeaders(policy)) headers[name.toLowerCase()] = value;
  return headers;
}

/**
 * helmet's headers on every answer, Permissions-Policy, and HSTS when the request came over https
 * (TRUST_PROXY). helmet's headers are computed once and set on the raw response, as helmet itself does:
 * @fastify/helmet rebuilt the whole helmet middleware (parsing every CSP directive) on each request.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { policy }: { policy: ClientPolicy }) => {
    const headers = helmetHeaders(policy);
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
);
