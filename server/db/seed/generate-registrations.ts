/**
 * `npm run seed:registrations -- 1000000`: appends N registrations (and their diseases) to a seeded
 * database: DATABASE_URL when set, else PGlite in DATA_DIR (default ./data). An empty database gets the
 * demo data first. On a server, SEED_CONCURRENCY batches (default 4) run at once.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../connect';
import { generateRegistrations } from './bulk';
import { seedDemo } from './index';
import { progressBar } from './progress';

export { generateRegistrations } from './bulk';

async function main(argv: string[]): Promise<void> {
  const count = Number((argv[0] ?? '').replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(count) || count <= 0) {
    process.stderr.write('Usage: npm run seed:registrations -- <count>   (e.g. 1000000)\n');
    process.exitCode = 2;
    return;
  }
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    await seedDemo(db.orm, { log: (msg) => process.stderr.write(`${msg}\n`) });
    const bar = progressBar(count);
    const started = Date.now();
    bar.update(0);
    // PGlite is slower and single-connection: smaller batches keep the bar moving.
    const options =
      db.kind === 'pglite'
        ? { batchSize: 10_000 }
        : { batchSize: 50_000, concurrency: Number(process.env.SEED_CONCURRENCY ?? 4) };
    await generateRegistrations(db.orm, count, (done) => bar.update(done), options);
    bar.finish();
    const seconds = (Date.now() - started) / 1000;
    process.stderr.write(
      `Added ${count} registrations in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} rows/s) to ${db.kind}\n`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    process.exitCode = 1;
  });
}
