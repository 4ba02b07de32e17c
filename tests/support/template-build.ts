/**
 * How the templates are made: the demo template's rows (both kinds of database) and, run as a script with
 * three file names, the PGlite dumps (`fresh`, `migrated`, then `demo`). The global setup runs the script in
 * a process of its own, while the client project's files start.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openPglite } from '../../server/db/connect';
import { seedDemo } from '../../server/db/seed';
import { NEW_PGLITE, type PgliteDump, TEST_NOW } from './templates';

/** The demo template's rows: the demo's reference data and accounts, no registrations. */
export const seedTemplate = (orm: Parameters<typeof seedDemo>[0]) =>
  seedDemo(orm, { registrations: 0, now: TEST_NOW });

/**
 * PGlite serves the `postgres` database only: template0 and template1 are a third of each dump (15 of 46 MB)
 * that every test file would unpack for nothing.
 */
async function dropTemplateDatabases(client: PGlite) {
  await client.exec('ALTER DATABASE template0 IS_TEMPLATE false; ALTER DATABASE template1 IS_TEMPLATE false');
  await client.exec('DROP DATABASE template0');
  await client.exec('DROP DATABASE template1');
}

/** One cluster, dumped as initdb leaves it, then migrated, then seeded: what `openDatabase` would do. */
async function writeDumps(files: Record<PgliteDump, string>) {
  const client = await openPglite('memory://', undefined, NEW_PGLITE.settings, NEW_PGLITE.initArgs);
  try {
    const dump = async (file: string) => {
      await client.exec('CHECKPOINT');
      await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    };
    await dropTemplateDatabases(client);
    await dump(files.fresh);
    const orm = drizzle(client);
    await migrate(orm, { migrationsFolder });
    await dump(files.migrated);
    await seedTemplate(orm);
    await dump(files.demo);
  } finally {
    await client.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [fresh, migrated, demo] = process.argv.slice(2);
  if (!fresh || !migrated || !demo)
    throw new Error('usage: template-build.ts FRESH_DUMP MIGRATED_DUMP DEMO_DUMP');
  await writeDumps({ fresh, migrated, demo });
}
