/** The system under fuzzing: the real app on a fresh seeded database, and one signed-in client per demo role. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resources } from '../../../resources';
import { buildApp } from '../../../server/app';
import { hashPassword } from '../../../server/auth/password';
import type { Database } from '../../../server/db/connect';
import { queryRow } from '../../../server/db/query';
import { testConfig } from '../test-config';

export const ACTORS = ['anonymous', 'admin', 'editor', 'rse', 'decideur', 'agent'] as const;
export type Actor = (typeof ACTORS)[number];
const DEMO_PASSWORD = 'demo1234';

export interface Session {
  cookie: string;
  xsrf: string;
}

export interface FuzzTarget {
  app: FastifyInstance;
  db: Database;
  sessions: Record<Actor, Session>;
  /** Ids that name records (of any resource) in the seeded database. */
  ids: number[];
  /** Signs an actor in again (after the fuzzer signed it out, disabled it or changed its password). */
  revive(actor: Actor): Promise<void>;
  /** A digest of every row a write through this path may change. */
  snapshot(path: string): Promise<string>;
  close(): Promise<void>;
}

const cookiesOf = (setCookie: string | string[] | undefined) =>
  Object.fromEntries(
    [setCookie ?? []].flat().map((c) => {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );

async function signIn(app: FastifyInstance, actor: Actor): Promise<Session> {
  const start = await app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
  let jar = cookiesOf(start.headers['set-cookie']);
  if (actor !== 'anonymous') {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        cookie: Object.entries(jar)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
        'x-xsrf-token': decodeURIComponent(jar['XSRF-TOKEN'] ?? ''),
      },
      payload: { email: `${actor}@example.com`, password: DEMO_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`fuzz: sign-in of ${actor} failed: ${login.body}`);
    jar = { ...jar, ...cookiesOf(login.headers['set-cookie']) };
  }
  return {
    cookie: Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    xsrf: decodeURIComponent(jar['XSRF-TOKEN'] ?? ''),
  };
}

/** Tables a write on /api/{name}… may change: the resource's and its link tables; accounts change users. */
function tablesOf(path: string): string[] {
  const name = /^\/api\/([a-z_]+)/.exec(path)?.[1] ?? '';
  const resource = resources.find((r) => r.name === name);
  if (!resource) return ['users', 'user_roles', 'roles'];
  const links = Object.values(resource.fields).flatMap((f) => (f.kind === 'references' ? [f.through] : []));
  return [resource.table, ...links];
}

/** The app on `db`, a database holding the demo (the caller opens it: a test template or a fresh one). */
export async function createFuzzTarget(db: Database): Promise<FuzzTarget> {
  const app = await buildApp({ config: testConfig(), db });
  await app.ready();
  const sessions = {} as Record<Actor, Session>;
  for (const actor of ACTORS) sessions[actor] = await signIn(app, actor);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return {
    app,
    db,
    sessions,
    ids: [1, 2, 3, 4, 5, 6, 7, 10, 20, 30],
    async revive(actor) {
      if (actor !== 'anonymous') {
        await db.orm.execute(
          sql`update users set status = 'active', deleted_at = null, password = ${passwordHash}
              where email = ${`${actor}@example.com`}`,
        );
        // Its failed sign-ins must not keep it locked out of the rest of the run.
        await db.orm.execute(sql`delete from throttles`).catch(() => undefined);
      }
      sessions[actor] = await signIn(app, actor);
    },
    async snapshot(path) {
      const digests = [];
      for (const table of tablesOf(path)) {
        const row = await queryRow<{ digest: string }>(
          db.orm,
          sql.raw(
            `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from "${table}" t`,
          ),
        );
        digests.push(`${table}=${row.digest}`);
      }
      return digests.join(' ');
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
