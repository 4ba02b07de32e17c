/**
 * The demo data: seeded on an empty database only (no users and no provinces), never over real data,
 * in one transaction, with a handful of multi-row statements (PGlite pays per statement).
 */
import { sql } from 'drizzle-orm';
import { deriveApproximateOutlines } from '../../boundaries/approximate';
import type { Orm } from '../connect';
import { queryRow } from '../query';
import { settings } from '../schema';
import { seedAccess, seedAreas } from './access';
import { seedAlertRules } from './alert-rules';
import { seedAnimals } from './animals';
import { seedLocations } from './locations';
import { mulberry32 } from './random';
import { seedDemoRegistrations } from './registrations';

export { DEMO_ACCOUNTS, type DemoAccount } from './data/accounts';

export const DEFAULT_DEMO_REGISTRATIONS = 6000;
const SEED = 20_250_101;
// Any constant works: it only keeps two processes from seeding the same database at once.
const SEED_LOCK = 7_345_001;
const MARKER = 'demo_seed';

export interface SeedOptions {
  registrations?: number;
  now?: Date;
  log?: (msg: string) => void;
}

export async function seedDemo(orm: Orm, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const seeded = await orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const state = await queryRow<{ used: boolean }>(
      tx,
      sql`SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM provinces)
          OR EXISTS (SELECT 1 FROM settings WHERE key = ${MARKER}) AS used`,
    );
    if (state.used) return false;

    await seedAccess(tx);
    await seedAnimals(tx);
    await seedLocations(tx, mulberry32(SEED));
    // Approximate outlines so that the dashboard's choropleth shows before any boundary file is imported.
    await deriveApproximateOutlines(tx, 'provinces');
    await deriveApproximateOutlines(tx, 'departments');
    await seedAreas(tx);
    await seedAlertRules(tx);
    const count = options.registrations ?? DEFAULT_DEMO_REGISTRATIONS;
    await seedDemoRegistrations(tx, { count, now: options.now ?? new Date() });
    await tx
      .insert(settings)
      .values({ key: MARKER, value: { at: new Date().toISOString(), registrations: count } });
    return true;
  });
  if (seeded) log(`Demo data seeded in ${Date.now() - started} ms`);
  return { seeded };
}
