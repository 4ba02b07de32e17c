import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Served } from './app-server';

/** Runs one parameterised statement and returns its rows (a `pg` pool or a PGlite client). */
export type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

// The statements the app's generic list runs for this request (server/crud/store.ts listRecords).
const PAGE_SQL = `select "id", "ref", "specie_id", "breed_id", "male_number", "female_number", "status", "village_id",
  "lat", "lng", "user_id", "created_at", "updated_at", "deleted_at" from "registrations"
  where "registrations"."deleted_at" is null
  order by "registrations"."created_at" desc, "registrations"."id" desc limit $1 offset $2`;
// As the app's list-total.ts: a count capped at 1,001 rows, then the planner's estimate.
const COUNT_SQL = `select count(*)::int as count from (select 1 from "registrations" where "registrations"."deleted_at" is null limit 1001) capped`;
const ESTIMATE_SQL = `explain (format json) select 1 from "registrations" where "registrations"."deleted_at" is null`;
const linksSql = (count: number) =>
  `select "registration_id", "disease_id" from "registration_diseases" where "registration_diseases"."registration_id" in (${Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ')})`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

function toRecord(row: Record<string, unknown>, diseaseIds: number[]) {
  return {
    id: row.id,
    ref: row.ref,
    specie_id: row.specie_id,
    breed_id: row.breed_id,
    disease_ids: diseaseIds,
    maleNumber: row.male_number,
    femaleNumber: row.female_number,
    status: row.status,
    village_id: row.village_id,
    coordinates: { lat: row.lat, lng: row.lng },
    user_id: row.user_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
  };
}

/** The baseline: `GET /api/registrations?range=[a,b]` (newest first) with plain node:http and the same SQL. */
export async function serveBareList(query: Query): Promise<Served> {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/api/registrations') {
        res.writeHead(404).end();
        return;
      }
      const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as [number, number];
      const limit = end - start + 1;
      const rows = await query(PAGE_SQL, [limit, start]);
      const [counted] = await query(COUNT_SQL, []);
      let count = Number(counted?.count);
      if (count > 1000) {
        const [row] = await query(ESTIMATE_SQL, []);
        const plan = row?.['QUERY PLAN'];
        count = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows'];
      }
      const ids = rows.map((r) => r.id as number);
      const links = ids.length ? await query(linksSql(ids.length), ids) : [];
      const byId = new Map<number, number[]>(ids.map((id) => [id, []]));
      for (const link of links) byId.get(link.registration_id as number)?.push(link.disease_id as number);
      const records = rows.map((row) =>
        toRecord(
          row,
          (byId.get(row.id as number) ?? []).sort((a, b) => a - b),
        ),
      );
      const last = records.length ? start + records.length - 1 : start;
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-range': `registrations ${start}-${last}/${Math.round(count)}`,
        ...(count > 1000 ? { 'x-total-estimated': 'true' } : {}),
      });
      res.end(JSON.stringify(records));
    } catch (error) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: String(error) }));
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
