import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '../db/connect';
import { csrfMismatch, unauthenticated } from '../http/errors';
import {
  createSession,
  loadSession,
  type SessionState,
  type SessionTimeouts,
  type SessionViewer,
  sessionKey,
} from './session-store';

export const SESSION_COOKIE = 'ah_sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
    viewer: SessionViewer | null;
  }
  interface FastifyInstance {
    /** Starts a fresh session (a new id: never reuse one across a sign-in) and sets both cookies. */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      user: { id: number; activeRole: string | null } | null,
    ): Promise<void>;
    clearSessionCookies(reply: FastifyReply): void;
    /** Sends the session's XSRF token again (a page that lost its cookie asks for it). */
    setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
    /** Reads the request's session again (after a sign-in or a role switch) and returns its user. */
    reloadViewer(request: FastifyRequest): Promise<SessionViewer>;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

interface Options {
  orm: Orm;
  secret: string;
  timeouts: SessionTimeouts;
}

/** Sanctum-style SPA sessions: an HttpOnly session cookie, and an XSRF token bound to the session. */
export const sessionPlugin = fp(async (app: FastifyInstance, { orm, secret, timeouts }: Options) => {
  app.decorateRequest('session', null);
  app.decorateRequest('viewer', null);

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  app.decorate('startSession', async (request, reply, user) => {
    const { cookieValue, xsrfToken } = await createSession(orm, secret, {
      userId: user?.id ?? null,
      activeRole: user?.activeRole ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    request.session = { key: sessionKey(secret, cookieValue), xsrfToken, userId: user?.id ?? null };
    reply.setCookie(SESSION_COOKIE, cookieValue, { ...cookieOptions(request), httpOnly: true });
    app.setXsrfCookie(request, reply, xsrfToken);
  });

  app.decorate('setXsrfCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
    reply.setCookie(XSRF_COOKIE, token, { ...cookieOptions(request), httpOnly: false });
  });

  app.decorate('clearSessionCookies', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(XSRF_COOKIE, { path: '/' });
  });

  app.decorate('reloadViewer', async (request: FastifyRequest) => {
    const loaded = request.session ? await loadSession(orm, request.session.key, timeouts) : null;
    request.viewer = loaded?.viewer ?? null;
    if (!request.viewer) throw unauthenticated();
    return request.viewer;
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const cookieValue = request.cookies[SESSION_COOKIE];
    if (cookieValue) {
      const loaded = await loadSession(orm, sessionKey(secret, cookieValue), timeouts);
      request.session = loaded?.state ?? null;
      request.viewer = loaded?.viewer ?? null;
    }
    if (UNSAFE_METHODS.has(request.method)) {
      const header = request.headers['x-xsrf-token'];
      const token = typeof header === 'string' ? decodeURIComponent(header) : '';
      if (!request.session || !token || !sameToken(token, request.session.xsrfToken)) throw csrfMismatch();
    }
  });
});
