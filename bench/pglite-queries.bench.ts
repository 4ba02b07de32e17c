/**
 * What a query costs on the embedded database (PGlite) before it reaches PostgreSQL: drizzle hands PGlite
 * parsers of its own with every query, and PGlite then copies its whole parsers table. The app drops the
 * array parsers of row types from that table when it opens the database (server/db/connect.ts); the
 * baseline is the table PGlite builds (`refreshArrayTypes`), on the same database in the same run. The two
 * take turns, round after round, and each figure is the median of its rounds.
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { species, villages } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import type { Bench } from './support/record';
import { median } from './support/stats';
import { tempFolder } from './support/temp-folder';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const bench: Bench = {
  title: 'PGlite: µs per drizzle query, with the parsers table the app keeps vs the one PGlite builds',
  async run() {
    const { path, remove } = tempFolder('bench-pglite-queries-');
    const db = await openDatabase({ dataDir: path });
    try {
      await seedDemo(db.orm, { registrations: 0 });
      const client = (db.orm as unknown as { $client: PGlite }).$client;
      const kept = { ...client.parsers };
      await client.refreshArrayTypes();
      const built = { ...client.parsers };
      const [village] = await db.orm.select({ id: villages.id }).from(villages).limit(1);
      const workload = async () => {
        const started = performance.now();
        for (let i = 0; i < QUERIES; i++) {
          if (i % 2)
            await db.orm
              .select()
              .from(species)
              .where(eq(species.id, 1 + (i % 6)));
          else
            await db.orm
              .select()
              .from(villages)
              .where(eq(villages.id, village?.id ?? 1));
        }
        await db.orm.execute(sql`SELECT 1`);
        return ((performance.now() - started) * 1000) / QUERIES;
      };
      const rounds = { kept: [] as number[], built: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const which of round % 2 ? (['built', 'kept'] as const) : (['kept', 'built'] as const)) {
          client.parsers = which === 'kept' ? kept : built;
          rounds[which].push(await workload());
        }
      }
      const keptUs = Math.round(median(rounds.kept));
      const builtUs = Math.round(median(rounds.built));
      return {
        summary: `${keptUs} µs a query with the app's parsers (${Object.keys(kept).length}) vs ${builtUs} µs with PGlite's (${Object.keys(built).length}): ${Math.round((1 - keptUs / builtUs) * 100)} % less`,
        figures: {
          queries: QUERIES,
          rounds: ROUNDS,
          keptParsers: Object.keys(kept).length,
          builtParsers: Object.keys(built).length,
          microsecondsPerQuery: { kept: keptUs, built: builtUs },
          roundsMicroseconds: rounds,
        },
      };
    } finally {
      await db.close();
      remove();
    }
  },
};

export default bench;
