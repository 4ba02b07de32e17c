/**
 * Bulk import of 100,000 registrations from a CSV (names of species, breeds, diseases, villages within
 * their municipality, a geopoint, a Kobo uuid) on PostgreSQL: the dry run and the commit through the real
 * app, against the floor of the same run, the same rows written by bare multi-row INSERTs with their ids
 * already known (no parsing, no look-up, no validation, no audit). Target: the commit ≤ 60 s.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { resources } from '../resources';
import { toColumns } from '../server/crud/serialize';
import { type Database, type Orm, openDatabase } from '../server/db/connect';
import { queryRows } from '../server/db/query';
import { registrationDiseases, registrations } from '../server/db/schema';
import { startPostgres } from '../tests/support/with-postgres';
import { serveApp, signIn } from './support/app-server';
import { Cleanup } from './support/cleanup';
import { fillRegistrations } from './support/dataset';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET_SECONDS = 60;
const BATCH = 500;

interface Place {
  village_id: number;
  village: string;
  municipality: string;
  lat: number;
  lng: number;
}
interface Choices {
  specie: { id: number; name: string };
  breed: { id: number; name: string };
  diseases: { id: number; name: string }[];
  places: Place[];
}

async function choicesOf(orm: Orm): Promise<Choices> {
  const [breed] = await queryRows<{ id: number; name: string; specie_id: number; specie: string }>(
    orm,
    sql`SELECT b.id, b.name, b.specie_id, s.name AS specie FROM breeds b JOIN species s ON s.id = b.specie_id LIMIT 1`,
  );
  if (!breed) throw new Error('no breed in the demo data');
  const diseases = await queryRows<{ id: number; name: string }>(
    orm,
    sql`SELECT id, name FROM diseases LIMIT 3`,
  );
  // Villages whose name is unique within their municipality, so a row names one.
  const places = await queryRows<Place>(
    orm,
    sql`SELECT v.id AS village_id, v.name AS village, m.name AS municipality, v.lat, v.lng
        FROM villages v JOIN municipalities m ON m.id = v.municipality_id
        WHERE v.deleted_at IS NULL AND v.lat IS NOT NULL
          AND (SELECT count(*) FROM villages w WHERE w.municipality_id = v.municipality_id AND lower(w.name) = lower(v.name)) = 1
        ORDER BY v.id LIMIT 200`,
  );
  return { specie: { id: breed.specie_id, name: breed.specie }, breed, diseases, places };
}

const placeOf = (c: Choices, i: number) => c.places[i % c.places.length] as Place;
const diseasesOf = (c: Choices, i: number) => c.diseases.slice(0, 1 + (i % c.diseases.length));

function csvOf(c: Choices): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const place = placeOf(c, i);
    return {
      _uuid: randomUUID(),
      'group_animal/espece': c.specie.name,
      'group_animal/race': c.breed.name,
      'group_animal/maladies': diseasesOf(c, i)
        .map((d) => d.name)
        .join(';'),
      'group_animal/males': 1 + (i % 7),
      'group_animal/femelles': 2 + (i % 5),
      'group_lieu/commune': place.municipality,
      'group_lieu/village': place.village,
      'group_lieu/localisation': `${place.lat} ${place.lng} 300 5`,
    };
  });
  return Papa.unparse(rows);
}

interface ImportLine {
  report?: { counts: Record<string, number> };
  error?: { status: number; message: string };
}

/** Reads the NDJSON answer as the browser does (progress lines keep the connection busy); the last line. */
async function lastLine(response: Response): Promise<ImportLine> {
  const text = await response.text();
  const lines = text.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '{}') as ImportLine;
}

async function importThroughApp(url: string, cookie: string, csv: string, mode: string) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('on_error', 'all');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const started = performance.now();
  const response = await fetch(`${url}/api/registrations/import`, {
    method: 'POST',
    headers: {
      cookie,
      accept: 'application/x-ndjson',
      'x-xsrf-token': xsrf,
      'x-requested-with': 'XMLHttpRequest',
    },
    body: form,
  });
  const last = await lastLine(response).catch((error: unknown) => {
    throw new Error(`${mode} broke after ${Math.round(performance.now() - started)} ms`, { cause: error });
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200 || !last.report)
    throw new Error(`${mode}: ${response.status} ${JSON.stringify(last).slice(0, 300)}`);
  return { seconds: Math.round(seconds * 10) / 10, counts: last.report.counts };
}

/** The floor: the same rows, ids known, written by multi-row INSERTs in one transaction. */
async function bareInsert(db: Database, c: Choices, userId: number) {
  const resource = resources.find((r) => r.name === 'registrations');
  if (!resource) throw new Error('no registrations resource');
  const started = performance.now();
  await db.orm.transaction(async (tx) => {
    for (let at = 0; at < ROWS; at += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, ROWS - at) }, (_, k) => at + k);
      const values = batch.map((i) => {
        const place = placeOf(c, i);
        return {
          ...toColumns(resource, {
            ref: `BENCH-${i}`,
            uuid: randomUUID(),
            specie_id: c.specie.id,
            breed_id: c.breed.id,
            maleNumber: 1 + (i % 7),
            femaleNumber: 2 + (i % 5),
            village_id: place.village_id,
            coordinates: { lat: place.lat, lng: place.lng },
            user_id: userId,
          }),
        };
      });
      const ids = await tx.insert(registrations).values(values).returning({ id: registrations.id });
      const links = ids.flatMap(({ id }, k) =>
        diseasesOf(c, batch[k] ?? 0).map((d) => ({ registration_id: id as number, disease_id: d.id })),
      );
      await tx.insert(registrationDiseases).values(links);
    }
  });
  return Math.round(((performance.now() - started) / 1000) * 10) / 10;
}

const bench: Bench = {
  title: `Import of ${ROWS.toLocaleString('en')} registrations from CSV on PostgreSQL: dry run and commit vs bare INSERTs`,
  async run() {
    const { path: folder, remove } = tempFolder('bench-import-');
    const cleanup = new Cleanup();
    try {
      const postgres = cleanup.add(await startPostgres(), (p) => p.stop());
      const db = cleanup.add(await openDatabase({ databaseUrl: postgres.url, dataDir: folder }), (d) =>
        d.close(),
      );
      await fillRegistrations(db, 0, 'postgres');
      const choices = await choicesOf(db.orm);
      const csv = csvOf(choices);
      const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
      const cookie = await signIn(app.url, 'admin@example.com', 'demo1234');
      const dry = await importThroughApp(app.url, cookie, csv, 'dry-run');
      process.stdout.write(`  dry run ${dry.seconds} s ${JSON.stringify(dry.counts)}\n`);
      const commit = await importThroughApp(app.url, cookie, csv, 'commit');
      process.stdout.write(`  commit ${commit.seconds} s ${JSON.stringify(commit.counts)}\n`);
      if (commit.counts?.created !== ROWS) throw new Error(`commit created ${commit.counts?.created}`);
      const [admin] = await queryRows<{ id: number }>(db.orm, sql`SELECT id FROM users ORDER BY id LIMIT 1`);
      const bare = await bareInsert(db, choices, admin?.id ?? 1);
      process.stdout.write(`  bare INSERTs ${bare} s\n`);
      const met = commit.seconds <= TARGET_SECONDS;
      const ratio = Math.round((commit.seconds / bare) * 10) / 10;
      return {
        summary:
          `${ROWS.toLocaleString('en')} rows, ${(csv.length / 2 ** 20).toFixed(1)} MB CSV: dry run ${dry.seconds} s, ` +
          `commit ${commit.seconds} s (bare INSERTs of the same rows ${bare} s, ${ratio}×); ` +
          `target commit ≤ ${TARGET_SECONDS} s ${met ? 'met' : 'NOT met'}`,
        figures: {
          rows: ROWS,
          csvBytes: csv.length,
          dryRunSeconds: dry.seconds,
          commitSeconds: commit.seconds,
          bareInsertSeconds: bare,
          ratioToBare: ratio,
          targetSeconds: TARGET_SECONDS,
          targetMet: met,
        },
      };
    } finally {
      await cleanup.run();
      remove();
    }
  },
};

export default bench;
