import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../../../src/api/cookies';
import {
  authProvider,
  type CurrentUser,
  getCachedUser,
  isBackOfficeUser,
  SESSION_FLAG_COOKIE,
} from '../../../src/providers/authProvider';
import { endSession, startSession } from '../../../src/providers/session';
import { collectToasts, setXsrfCookie, startApi } from '../providers/msw';

const server = startApi();
const toasts = collectToasts();

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  name: 'Awa Diallo',
  email: 'awa@example.com',
  username: 'awa',
  avatar: '/a.png',
  introduction: null,
  roles: ['Editor'],
  permissions: ['manage province', 'manage registration'],
  locale: 'fr',
  active_role: 'Editor',
  ...overrides,
});

const flag = () => readCookie(SESSION_FLAG_COOKIE);
const setFlag = () => writeCookie(SESSION_FLAG_COOKIE, '1');

/**
 * Runs `check` on a fake clock, which runs its waits at once (the setup file puts the real one back):
 * its outcome, and how long it waited on that clock.
 */
async function onFakeClock(check: () => Promise<unknown>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  const started = Date.now();
  let settled = false;
  const outcome = check().finally(() => {
    settled = true;
  });
  outcome.catch(() => {});
  while (!settled) await vi.advanceTimersToNextTimerAsync();
  return { outcome, waitedMs: Date.now() - started };
}

beforeEach(() => {
  endSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('login', () => {
  it('gets the csrf cookie, posts the trimmed email, sets the flag and caches the user', async () => {
    const calls: string[] = [];
    let sent: unknown;
    server.use(
      mock.get('/api/sanctum/csrf-cookie', () => {
        calls.push('csrf');
        setXsrfCookie('t');
        return new HttpResponse(null, { status: 204 });
      }),
      mock.post('/api/login', async ({ request }) => {
        calls.push('login');
        sent = await request.json();
        return HttpResponse.json({ data: user() });
      }),
    );
    await authProvider.login({ username: '  awa@example.com ', password: 'demo1234' });
    expect(calls).toEqual(['csrf', 'login']);
    expect(sent).toEqual({ email: 'awa@example.com', password: 'demo1234' });
    expect(flag()).toBe('1');
    expect(getCachedUser()?.name).toBe('Awa Diallo');
    expect(document.cookie).toContain('ah_session=1');
  });

  it.each([422, 429])('passes the server message of a %i to the caller without a toast', async (status) => {
    server.use(
      mock.get('/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
      mock.post('/api/login', () => HttpResponse.json({ message: `refused ${status}` }, { status })),
    );
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({
      message: `refused ${status}`,
      status,
    });
    expect(flag()).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('logout', () => {
  it('posts /api/logout, clears the flag and the user and goes to the login page', async () => {
    setXsrfCookie('t');
    startSession(user());
    let posted = false;
    server.use(
      mock.post('/api/logout', () => {
        posted = true;
        return HttpResponse.json({ message: 'gone' }, { status: 500 });
      }),
    );
    window.history.pushState({}, '', '/locations/provinces?page=2');
    const redirect = await authProvider.logout({});
    window.history.pushState({}, '', '/');
    expect(posted).toBe(true);
    expect(redirect).toBe('/login?redirect=%2Flocations%2Fprovinces%3Fpage%3D2');
    expect(flag()).toBeNull();
    expect(getCachedUser()).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('checkAuth', () => {
  it('rejects without the flag, quietly', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
  });

  it('fetches /api/user when the flag is set but no user is cached', async () => {
    setFlag();
    let calls = 0;
    server.use(
      mock.get('/api/user', () => {
        calls += 1;
        return HttpResponse.json({ data: user() });
      }),
    );
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(calls).toBe(1);
    expect(getCachedUser()?.id).toBe(1);
  });

  it('clears the flag, toasts the spec message once and goes to the login page when /api/user fails', async () => {
    setFlag();
    window.history.pushState({}, '', '/locations/provinces');
    server.use(
      mock.get('/api/user', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const checks = [authProvider.checkAuth({}), authProvider.checkAuth({})];
    for (const check of checks) {
      await expect(check).rejects.toMatchObject({
        message: false,
        redirectTo: '/login?redirect=%2Flocations%2Fprovinces',
      });
    }
    window.history.pushState({}, '', '/');
    expect(flag()).toBeNull();
    expect(toasts).toEqual(['Verification failed, please Login again.']);
  });

  it('says "Verification failed" when the answer carries no user', async () => {
    setFlag();
    server.use(mock.get('/api/user', () => HttpResponse.json({})));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(toasts).toEqual(['Verification failed, please Login again.']);
  });

  it('shows the server message when /api/user still fails after asking again', async () => {
    setFlag();
    let calls = 0;
    server.use(
      mock.get('/api/user', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Database down' }, { status: 503 });
      }),
    );
    const { outcome, waitedMs } = await onFakeClock(() => authProvider.checkAuth({}));
    await expect(outcome).rejects.toBeDefined();
    expect(calls).toBe(3);
    // Asked again after 0.5 s, then 1.5 s more.
    expect(waitedMs).toBe(2000);
    expect(toasts).toEqual(['Database down']);
  });

  it('keeps the session through a busy server or a dropped answer', async () => {
    setFlag();
    const answers = [
      () => HttpResponse.json({ message: 'Busy' }, { status: 503 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ data: user() }),
    ];
    server.use(mock.get('/api/user', () => answers.shift()?.() ?? HttpResponse.error()));
    await (await onFakeClock(() => authProvider.checkAuth({}))).outcome;
    expect(answers).toEqual([]);
    expect(flag()).toBe('1');
    expect(toasts).toEqual([]);
  });

  it.each([
    { roles: null },
    { roles: 'Admin' },
    { roles: [] },
  ])('rejects a user whose roles are %o', async (bad) => {
    setFlag();
    server.use(mock.get('/api/user', () => HttpResponse.json({ data: { ...user(), ...bad } })));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(toasts).toEqual(['getInfo: roles must be a non-null array!']);
    expect(flag()).toBeNull();
  });
});

describe('checkError', () => {
  it.each([401, 419])('signs out on %i', async (status) => {
    startSession(user());
    await expect(authProvider.checkError({ status })).rejects.toBeDefined();
    expect(flag()).toBeNull();
    expect(getCachedUser()).toBeNull();
  });

  it.each([403, 404, 409, 422, 500])('keeps the session on %i', async (status) => {
    startSession(user());
    await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    expect(flag()).toBe('1');
  });
});

describe('identity and permissions', () => {
  it('maps the user', async () => {
    startSession(user({ roles: ['RSE', 'Décideur'], active_role: 'RSE' }));
    expect(await authProvider.getIdentity?.()).toEqual({ id: 1, fullName: 'Awa Diallo', avatar: '/a.png' });
    expect(await authProvider.getPermissions?.({})).toEqual({
      roles: ['RSE', 'Décideur'],
      permissions: ['manage province', 'manage registration'],
      activeRole: 'RSE',
    });
  });

  it('tells back-office users from guests', () => {
    expect(isBackOfficeUser(user({ roles: ['Décideur'] }))).toBe(true);
    expect(isBackOfficeUser(user({ roles: ['Agent'] }))).toBe(false);
    expect(isBackOfficeUser(null)).toBe(false);
  });
});

describe('canAccess from the registry', () => {
  const canAccess = (resource: string, action: string) => authProvider.canAccess!({ resource, action });

  it('lets Admin do everything', async () => {
    startSession(user({ roles: ['Admin'], active_role: 'Admin', permissions: [] }));
    expect(await canAccess('administration/users', 'delete')).toBe(true);
    expect(await canAccess('locations/provinces', 'create')).toBe(true);
  });

  it('gives an Editor the routes and writes of the permissions it holds only', async () => {
    startSession(user());
    expect(await canAccess('locations/provinces', 'edit')).toBe(true);
    expect(await canAccess('provinces', 'delete')).toBe(true);
    expect(await canAccess('locations/villages', 'list')).toBe(false);
    expect(await canAccess('locations/villages', 'create')).toBe(false);
    expect(await canAccess('administration/users', 'list')).toBe(false);
    expect(await canAccess('registrations/index', 'edit')).toBe(true);
  });

  it('gives a Décideur no screen of the registry (the dashboard only)', async () => {
    startSession(user({ roles: ['Décideur'], active_role: 'Décideur', permissions: [] }));
    for (const resource of ['registrations/index', 'animals/species', 'locations/provinces']) {
      expect(await canAccess(resource, 'list')).toBe(false);
      expect(await canAccess(resource, 'show')).toBe(false);
    }
  });

  it('opens the three animal screens to any animal permission (spec §6)', async () => {
    startSession(user({ permissions: ['manage disease'] }));
    expect(await canAccess('animals/species', 'list')).toBe(true);
    expect(await canAccess('animals/breeds', 'show')).toBe(true);
    expect(await canAccess('animals/species', 'create')).toBe(false);
    expect(await canAccess('animals/diseases', 'create')).toBe(true);
  });

  it('offers an area-limited manager no edit or delete of the alert rules read above their areas', async () => {
    const rule = (place: Record<string, number | null>) => ({ id: 7, name: 'Tout cas', ...place });
    const may = (action: string, record: Record<string, unknown>) =>
      authProvider.canAccess!({ resource: 'alerts/rules', action, record });
    const national = rule({ province_id: null, department_id: null });
    const theirProvince = rule({ province_id: 3, department_id: null });
    const aDepartmentOfIt = rule({ province_id: 3, department_id: 31 });
    startSession(
      user({ roles: ['RSE'], active_role: 'RSE', permissions: ['manage alert'], areas: { provinces: [3] } }),
    );
    expect(await may('show', national)).toBe(true);
    expect(await may('edit', national)).toBe(false);
    expect(await may('delete', national)).toBe(false);
    expect(await may('edit', theirProvince)).toBe(true);
    expect(await may('delete', aDepartmentOfIt)).toBe(true);
    // Their department's officer reads the province's rule, and changes only the department's.
    startSession(
      user({
        roles: ['RSE'],
        active_role: 'RSE',
        permissions: ['manage alert'],
        areas: { departments: [31] },
      }),
    );
    expect(await may('edit', theirProvince)).toBe(false);
    expect(await may('edit', aDepartmentOfIt)).toBe(true);
    // A national manager changes every rule; other resources keep the server's own area rule.
    startSession(user({ roles: ['RSE'], active_role: 'RSE', permissions: ['manage alert'], areas: {} }));
    expect(await may('edit', national)).toBe(true);
    startSession(user({ areas: { provinces: [3] } }));
    expect(
      await authProvider.canAccess!({ resource: 'registrations/index', action: 'edit', record: { id: 1 } }),
    ).toBe(true);
  });

  it('allows resources outside the registry and refuses registry resources without a session', async () => {
    expect(await canAccess('dashboard', 'list')).toBe(true);
    expect(await canAccess('locations/provinces', 'list')).toBe(false);
  });
});
