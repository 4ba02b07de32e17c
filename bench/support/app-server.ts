import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/connect';
import type { JobQueue } from '../../server/jobs/queue';

export interface Served {
  url: string;
  close(): Promise<void>;
}

/**
 * The real application (buildApp + listen) on a loopback port, API only, no request logs; with `jobs`,
 * that queue (started or not by the caller) instead of one never started.
 */
export async function serveApp(db: Database, dataDir: string, jobs?: JobQueue): Promise<Served> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLIENT_DIR: '',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, db, ...(jobs && { jobs }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

const cookiesOf = (response: Response, jar: Map<string, string>) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
};

/** Signs in through the API (Sanctum's SPA flow) and returns the Cookie header of the session. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  cookiesOf(await fetch(`${url}/api/sanctum/csrf-cookie`), jar);
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      'x-requested-with': 'XMLHttpRequest',
    },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  cookiesOf(response, jar);
  return header();
}
