/** Renders the whole app signed in, over msw, at a given path. */
import { render } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { setupServer } from 'msw/node';
import { App } from '../../../src/App';
import { writeCookie } from '../../../src/api/cookies';
import { endSession, SESSION_FLAG_COOKIE } from '../../../src/providers/session';
import { setXsrfCookie } from '../providers/msw';

export const admin = {
  id: 1,
  name: 'Ada Admin',
  email: 'admin@example.com',
  username: 'admin',
  avatar: null,
  introduction: null,
  roles: ['Admin'],
  permissions: [],
  locale: 'en',
  active_role: 'Admin',
};

export const emptyLists = mock.get('/api/:resource', ({ params }) =>
  HttpResponse.json([], { headers: { 'Content-Range': `${String(params.resource)} 0-0/0` } }),
);

export type MockServer = ReturnType<typeof setupServer>;

export function renderSignedIn(server: MockServer, path: string, user: object = admin) {
  endSession();
  writeCookie(SESSION_FLAG_COOKIE, '1');
  setXsrfCookie('test-token');
  server.use(
    mock.get('/api/user', () => HttpResponse.json({ data: user })),
    // The top bar's bell.
    mock.get('/api/notifications/unread', () => HttpResponse.json({ unread: 0 })),
    emptyLists,
  );
  window.history.replaceState({}, '', path);
  return render(<App />);
}
