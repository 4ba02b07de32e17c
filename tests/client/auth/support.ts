/** Shared fixtures of the auth tests: demo-like users and an API that answers like the real one. */
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { writeCookie } from '../../../src/api/cookies';
import { type CurrentUser, SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { setXsrfCookie } from '../providers/msw';

export const demoUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 2,
  name: 'Eddy Editor',
  email: 'editor@example.com',
  username: 'editor',
  avatar: null,
  introduction: null,
  roles: ['Editor'],
  permissions: ['manage province', 'manage registration'],
  locale: 'en',
  active_role: 'Editor',
  ...overrides,
});

export const signedInAs = (user: CurrentUser, server: SetupServer) => {
  writeCookie(SESSION_FLAG_COOKIE, '1');
  server.use(mock.get('/api/user', () => HttpResponse.json({ data: user })));
};

/** CSRF cookie and empty lists for every resource, so whole-app renders stay quiet. */
export function quietApi(server: SetupServer) {
  server.use(
    mock.get('/api/sanctum/csrf-cookie', () => {
      setXsrfCookie('token');
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get('/api/:resource', ({ params }) =>
      HttpResponse.json([], { headers: { 'Content-Range': `${String(params.resource)} 0-0/0` } }),
    ),
  );
}

/** The body of the last call to `path`, captured by a handler. */
export function capture() {
  const bodies: unknown[] = [];
  return { bodies, record: async (request: Request) => bodies.push(await request.json()) };
}
