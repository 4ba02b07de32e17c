import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Resource } from '../../resources/kit';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { seedDemoRegistrations } from '../../server/db/seed/registrations';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue';
import type { WorkflowListener } from '../../server/workflow/events';
import { TEST_NOW } from './templates';
import { testConfig } from './test-config';
import { borrowDemoDatabase, type TestDatabase } from './test-db';

export const DEMO_PASSWORD = 'demo1234';

export { testConfig } from './test-config';

/** A browser-like client for `inject`: keeps cookies and sends the XSRF header on writes. */
/** A form as the platform's FormData encodes it (multipart/form-data with its boundary). */
export async function encodeForm(form: FormData) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return { body, type: encoded.headers.get('content-type') ?? 'multipart/form-data' };
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The screen language the client sends (Accept-Language), which the server answers in. */
  language = 'en';
  /** `remoteAddress`: the TCP peer the server sees (a client elsewhere on the network). */
  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress?: string,
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    options: { xsrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': this.language,
      ...options.headers,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf && method !== 'GET')
      headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload: body as InjectOptions['payload'],
      remoteAddress: this.remoteAddress,
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  /** A multipart/form-data POST (fields, then files), encoded by the platform's FormData. */
  async upload(url: string, form: FormData, headers: Record<string, string> = {}) {
    const { body, type } = await encodeForm(form);
    return this.request('POST', url, body, { headers: { ...headers, 'content-type': type } });
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.get('/api/sanctum/csrf-cookie');
    const response = await this.post('/api/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    // Demo accounts prefer French; the suite reads the English messages.
    await this.post('/api/locale', { locale: 'en' });
    return this;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  client(): TestClient;
  /** A client signed in as this demo account. */
  as(email: string, password?: string): Promise<TestClient>;
  /** The app's job queue, never started: `jobs.drain()` runs what is due (retries due at once). */
  jobs: JobQueue;
}

/** What the running file opened, last first: its apps, then their databases (closed by `closeTestApps`). */
const openedByFile: Array<() => Promise<unknown>> = [];

/**
 * Closes what the file's `createTestApp` calls opened, all of it even when one fails: run after
 * every file by the server project's setup file (`tests/support/server-setup.ts`). The files call
 * `createTestApp` from their `beforeAll` hooks, where vitest drops an `afterAll` without a word.
 */
export async function closeTestApps() {
  const closing = openedByFile.splice(0).reverse();
  const failures: unknown[] = [];
  for (const close of closing) await close().catch((error: unknown) => failures.push(error));
  if (failures.length) throw new AggregateError(failures, 'closing the test apps failed');
}

/**
 * Builds the real app on a copy of the demo template topped up with a few registrations; closed after the
 * file, and safely so when the setup failed half-way.
 */
export async function createTestApp(
  options: {
    registrations?: number;
    resources?: readonly Resource[];
    config?: Partial<AppConfig>;
    /** `own`: a database the test made itself (closed with the app) instead of a copy of the template. */
    database?: { statementTimeoutMs?: number; own?: TestDatabase };
    listeners?: readonly WorkflowListener[];
    logger?: Parameters<typeof buildApp>[0]['logger'];
  } = {},
) {
  const db = options.database?.own ?? (await borrowDemoDatabase(options.database));
  openedByFile.push(() => db.close());
  await seedDemoRegistrations(db.orm, { count: options.registrations ?? 40, now: TEST_NOW });
  const jobs = createJobQueue(db, { retryDelaySeconds: 0 });
  const app = await buildApp({
    config: testConfig(options.config),
    db,
    jobs,
    resources: options.resources,
    listeners: options.listeners,
    logger: options.logger,
  });
  openedByFile.push(() => {
    const closed = app.close();
    // A test's own sockets (`app.listen`, a `fetch` it aborted) are cut, not waited on for the keep-alive
    // timeout (65 s): the file is done with them.
    app.server.closeAllConnections();
    return closed;
  });
  const testApp: TestApp = {
    app,
    db,
    client: () => new TestClient(app),
    as: (email, password) => new TestClient(app).signIn(email, password),
    jobs,
  };
  return testApp;
}
