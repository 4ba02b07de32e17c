import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '../db/connect';
import { ApiError, csrfMismatch, unauthenticated } from '../http/errors';
import {
  anonymousXsrfToken,
  createSession,
  loadSession,
  newSessionCookie,
  type SessionState,
  type SessionTimeouts,
  type SessionViewer,
  sessionKey,
  sessionLookup,
} from './session-store';
import { loadToken, type RequestToken, tokenAllows } from './tokens';
import { ViewerCache } from './viewer-cache';

export const SESSION_COOKIE = 'ah_sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
    viewer: SessionViewer | null;
    /** The personal access token of a bearer request (null for a cookie session). */
    token: RequestToken | null;
  }
  interface FastifyContextConfig {
    /** A public write that sets no cookie and answers only to its caller (the token request). */
    csrfExempt?: boolean;
  }
  interface FastifyInstance {
    /** Starts a fresh session (a new id: never reuse one across a sign-in) and sets both cookies. */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      user: { id: number; activeRole: string | null },
    ): Promise<void>;
    /**
     * Gives an anonymous visitor a session cookie and its XSRF token without storing anything: the token
     * is derived from the cookie, and a row is written only at sign-in.
     */
    startAnonymousSession(request: FastifyRequest, reply: FastifyReply): void;
    clearSessionCookies(reply: FastifyReply): void;
    /** Sends the session's XSRF token again (a page that lost its cookie asks for it). */
    setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
    /** Reads the request's session again (after a sign-in or a role switch) and returns its user. */
    reloadViewer(request: FastifyRequest): Promise<SessionViewer>;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A malformed escape (`%`, `%zz`) is a wrong token (419), not a server error. */
const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
};

const decodedPath = (url: string) => safeDecode(url.split('?')[0] ?? '');

/** The token of an `Authorization: Bearer …` header; undefined without one, '' when malformed. */
const bearerOf = (header: string | undefined): string | undefined => {
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] ?? '';
};

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
  app.decorateRequest('token', null);
  const viewers = new ViewerCache(orm);
  const lookup = sessionLookup(orm, timeouts);

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  const setCookies = (
    request: FastifyRequest,
    reply: FastifyReply,
    cookieValue: string,
    xsrfToken: string,
  ) => {
    reply.setCookie(SESSION_COOKIE, cookieValue, { ...cookieOptions(request), httpOnly: true });
    app.setXsrfCookie(request, reply, xsrfToken);
  };

  app.decorate('startSession', async (request, reply, user) => {
    const { cookieValue, xsrfToken } = await createSession(orm, secret, {
      userId: user.id,
      activeRole: user.activeRole,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    request.session = { key: sessionKey(secret, cookieValue), xsrfToken, userId: user.id };
    setCookies(request, reply, cookieValue, xsrfToken);
  });

  app.decorate('startAnonymousSession', (request: FastifyRequest, reply: FastifyReply) => {
    const cookieValue = newSessionCookie();
    const xsrfToken = anonymousXsrfToken(secret, cookieValue);
    request.session = { key: sessionKey(secret, cookieValue), xsrfToken, userId: null };
    setCookies(request, reply, cookieValue, xsrfToken);
  });

  app.decorate('setXsrfCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
    reply.setCookie(XSRF_COOKIE, token, { ...cookieOptions(request), httpOnly: false });
  });

  app.decorate('clearSessionCookies', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(XSRF_COOKIE, { path: '/' });
  });

  app.decorate('reloadViewer', async (request: FastifyRequest) => {
    if (request.token) {
      const bearer = bearerOf(request.headers.authorization);
      request.viewer = (bearer && (await loadToken(orm, bearer, viewers))?.viewer) || null;
      if (!request.viewer) throw unauthenticated();
      return request.viewer;
    }
    const loaded = request.session ? await loadSession(orm, lookup, request.session.key, viewers) : null;
    request.viewer = loaded?.viewer ?? null;
    if (!request.viewer) throw unauthenticated();
    return request.viewer;
  });

  app.addHook('onRequest', async (request) => {
    // The route Fastify matched, not the raw URL: `/%61pi/login` is /api/login and needs the token too.
    if (!(request.routeOptions.url ?? decodedPath(request.url)).startsWith('/api/')) return;
    const bearer = bearerOf(request.headers.authorization);
    if (bearer !== undefined) {
      // The mobile app: the token alone authenticates (cookies are ignored), and needs no CSRF token, as a
      // browser never adds this header to a request another site makes it send.
      const loaded = bearer ? await loadToken(orm, bearer, viewers) : null;
      if (!loaded) throw unauthenticated();
      if (!tokenAllows(loaded.token.abilities, request.method))
        throw new ApiError(403, 'validation.tokenAbility');
      request.token = loaded.token;
      request.viewer = loaded.viewer;
      return;
    }
    const cookieValue = request.cookies[SESSION_COOKIE];
    if (cookieValue) {
      const key = sessionKey(secret, cookieValue);
      const loaded = await loadSession(orm, lookup, key, viewers);
      // No row: an anonymous visitor (or an ended session), whose XSRF token is derived from the cookie.
      request.session = loaded?.state ?? {
        key,
        xsrfToken: anonymousXsrfToken(secret, cookieValue),
        userId: null,
      };
      request.viewer = loaded?.viewer ?? null;
    }
    if (UNSAFE_METHODS.has(request.method) && !request.routeOptions.config.csrfExempt) {
      const header = request.headers['x-xsrf-token'];
      const token = typeof header === 'string' ? safeDecode(header) : '';
      if (!request.session || !token || !sameToken(token, request.session.xsrfToken)) throw csrfMismatch();
    }
  });
});
