/**
 * How the templates are made: the demo template's rows (both kinds of database) and, run as a script with
 * two file names, the PGlite templates' dumps (`migrated`, then `demo`). The global setup runs the script in
 * a process of its own, while the client project's files start.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/connect';
import { seedDemo } from '../../server/db/seed';
import { NEW_PGLITE, TEST_NOW } from './templates';

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

async function writeDumps(migratedFile: string, demoFile: string) {
  const db = await openDatabase({
    dataDir: 'memory://',
    pgliteInitArgs: NEW_PGLITE.initArgs,
    pgliteSettings: NEW_PGLITE.settings,
  });
  try {
    const client = (db.orm as unknown as { $client: PGlite }).$client;
    const dump = async (file: string) => {
      await client.exec('CHECKPOINT');
      await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    };
    await dropTemplateDatabases(client);
    await dump(migratedFile);
    await seedTemplate(db.orm);
    await dump(demoFile);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [migratedFile, demoFile] = process.argv.slice(2);
  if (!migratedFile || !demoFile) throw new Error('usage: template-build.ts MIGRATED_DUMP DEMO_DUMP');
  await writeDumps(migratedFile, demoFile);
}
