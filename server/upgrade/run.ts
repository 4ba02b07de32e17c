/**
 * Data upgrades that a schema migration cannot do: they run the application's own code (the live
 * outbreak grouping) with its configuration. Each runs once per database, at start-up after the
 * migrations, in one transaction that records it in `upgrade_steps`; a server starting at the same
 * moment waits on the lock and then finds it done. A step that fails rolls back whole and is retried at
 * the next start.
 */
import { sql } from 'drizzle-orm';
import type { OutbreakGrouping } from '../config';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { upgradeSteps } from '../db/schema';
import { GROUP_PAST_CASES, groupPastCases } from './group-past-cases';

export interface UpgradeStep {
  name: string;
  /** Does the work in `tx` and says what it changed (counts). */
  run(tx: Orm): Promise<Record<string, number>>;
}

/** The steps of this version, oldest first. */
export const dataUpgrades = (outbreaks: OutbreakGrouping, now = () => new Date()): UpgradeStep[] => [
  { name: GROUP_PAST_CASES, run: async (tx) => ({ ...(await groupPastCases(tx, outbreaks, now())) }) },
];

/** Runs the steps not yet recorded; answers those it ran with what they changed. */
export async function runUpgrades(orm: Orm, steps: readonly UpgradeStep[]) {
  const ran: { name: string; result: Record<string, number> }[] = [];
  for (const step of steps) {
    const result = await orm.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE upgrade_steps IN EXCLUSIVE MODE`);
      const done = await queryRows(tx, sql`SELECT 1 FROM upgrade_steps WHERE name = ${step.name}`);
      if (done.length) return undefined;
      // A whole registry in one pass: the requests' statement timeout does not apply.
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      const changed = await step.run(tx);
      await tx.insert(upgradeSteps).values({ name: step.name, result: changed });
      return changed;
    });
    if (result) ran.push({ name: step.name, result });
  }
  return ran;
}
