import { delay, HttpResponse, http as mock } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import { ERROR_TOAST_MS, subscribeToasts } from '../../../src/api/notify';
import { collectToasts, setXsrfCookie, startApi } from './msw';

const server = startApi();
const toasts = collectToasts();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('request headers and unwrapping', () => {
  it('prefixes /api, marks XHR, asks for JSON, includes credentials and unwraps', async () => {
    let seen: Request | undefined;
    server.use(
      mock.get('/api/provinces', ({ request: r }) => {
        seen = r;
        return HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'provinces 0-0/1' } });
      }),
    );
    const response = await request('/provinces');
    expect(seen?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen?.headers.get('Accept')).toBe('application/json');
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ id: 1 }]);
    expect(response.headers.get('Content-Range')).toBe('provinces 0-0/1');
  });

  it('sends the decoded XSRF cookie and a JSON body on writes', async () => {
    setXsrfCookie('tok=en/1+2');
    let header: string | null = null;
    let body: unknown;
    server.use(
      mock.post('/api/provinces', async ({ request: r }) => {
        header = r.headers.get('X-XSRF-TOKEN');
        expect(r.headers.get('Content-Type')).toBe('application/json');
        body = await r.json();
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const response = await request('/provinces', { method: 'POST', body: { name: 'Nord' } });
    expect(header).toBe('tok=en/1+2');
    expect(body).toEqual({ name: 'Nord' });
    expect(response.status).toBe(201);
  });

  it('returns null json for 204', async () => {
    setXsrfCookie('t');
    server.use(mock.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    expect((await request('/logout', { method: 'POST' })).json).toBeNull();
  });
});

describe('CSRF cookie', () => {
  it('fetches the csrf cookie once before the first write when none is set', async () => {
    let csrfCalls = 0;
    server.use(
      mock.get('/api/sanctum/csrf-cookie', () => {
        csrfCalls += 1;
        setXsrfCookie('fresh');
        return new HttpResponse(null, { status: 204 });
      }),
      mock.put('/api/provinces/1', ({ request: r }) =>
        HttpResponse.json({ token: r.headers.get('X-XSRF-TOKEN') }),
      ),
    );
    const [a, b] = await Promise.all([
      request('/provinces/1', { method: 'PUT', body: {} }),
      request('/provinces/1', { method: 'PUT', body: {} }),
    ]);
    await request('/provinces/1', { method: 'PUT', body: {} });
    expect(csrfCalls).toBe(1);
    expect(a.json.token).toBe('fresh');
    expect(b.json.token).toBe('fresh');
  });

  it('refreshes the cookie and retries the write once on 419', async () => {
    setXsrfCookie('stale');
    const tokens: (string | null)[] = [];
    server.use(
      mock.get('/api/sanctum/csrf-cookie', () => {
        setXsrfCookie('renewed');
        return new HttpResponse(null, { status: 204 });
      }),
      mock.delete('/api/provinces/1', ({ request: r }) => {
        const token = r.headers.get('X-XSRF-TOKEN');
        tokens.push(token);
        if (token !== 'renewed')
          return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
        return HttpResponse.json({ id: 1 });
      }),
    );
    const response = await request('/provinces/1', { method: 'DELETE' });
    expect(tokens).toEqual(['stale', 'renewed']);
    expect(response.json).toEqual({ id: 1 });
    expect(toasts).toEqual([]);
  });

  it('gives up after one retry', async () => {
    setXsrfCookie('stale');
    let writes = 0;
    server.use(
      mock.get('/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
      mock.post('/api/provinces', () => {
        writes += 1;
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    await expect(request('/provinces', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 419 });
    expect(writes).toBe(2);
    expect(toasts).toEqual(['CSRF token mismatch.']);
  });
});

describe('failures', () => {
  const failWith = (status: number, body: unknown) =>
    server.use(mock.get('/api/thing', () => HttpResponse.json(body as object, { status })));

  it('rejects with an HttpError carrying status and body, toasts the message for 5 s and logs the body', async () => {
    const durations: number[] = [];
    const unsubscribe = subscribeToasts((toast) => durations.push(toast.durationMs));
    const body = { message: 'Still referenced', errors: { name: ['x'] } };
    failWith(409, body);
    const error = await request('/thing').catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, body, message: 'Still referenced' });
    expect(toasts).toEqual(['Still referenced']);
    expect(durations).toEqual([ERROR_TOAST_MS]);
    expect(ERROR_TOAST_MS).toBe(5000);
    expect(console.error).toHaveBeenCalledWith(body);
  });

  it('falls back to the first of errors, then error, then a generic text', async () => {
    failWith(422, { errors: { name: ['The name is required.', 'other'], code: ['c'] } });
    await request('/thing').catch(() => {});
    failWith(500, { error: 'Boom' });
    await request('/thing').catch(() => {});
    failWith(500, {});
    await request('/thing').catch(() => {});
    server.use(mock.get('/api/thing', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    await request('/thing').catch(() => {});
    expect(toasts).toEqual([
      'The name is required.',
      'Boom',
      'Server communication error',
      'Server communication error',
    ]);
  });

  it('stays silent when the caller handles the failure', async () => {
    failWith(401, { message: 'Unauthenticated.' });
    await expect(request('/thing', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(toasts).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('toasts a generic text on network errors', async () => {
    server.use(mock.get('/api/thing', () => HttpResponse.error()));
    await expect(request('/thing')).rejects.toMatchObject({ status: 0 });
    expect(toasts).toEqual(['Server communication error']);
  });

  it('does not toast when the caller aborts', async () => {
    server.use(
      mock.get('/api/thing', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request('/thing', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(toasts).toEqual([]);
  });
});

describe('timeout', () => {
  it('aborts after 10 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      mock.get('/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const outcome = request('/slow').then(
      () => 'resolved',
      (error: HttpError) => error,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(HttpError);
    expect(toasts).toEqual(['The server did not answer in time.']);
  });
});
