import { type APIRequestContext, expect, request } from '@playwright/test';

/** The demo accounts' password (server/db/seed). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * A signed-in API client on the SPA's session flow, as the mobile app of an agent or a script would use
 * it: `xsrf` is the token to send with writes, which `post` does.
 */
export async function apiAs(baseURL: string, email: string) {
  const api: APIRequestContext = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  await api.get('/api/sanctum/csrf-cookie');
  const token = async () =>
    decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const login = await api.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await token() },
  });
  expect(login.status()).toBe(200);
  const xsrf = await token();
  return {
    api,
    xsrf,
    get: async (path: string) => (await api.get(path)).json(),
    post: (path: string, data: object) => api.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf } }),
  };
}

export type ApiClient = Awaited<ReturnType<typeof apiAs>>;
