/**
 * A process's first alert evaluation: the database opened as the server opens it, then one report's
 * evaluation timed (the rules active at the time), with the pool's connections warmed at opening
 * (`warmConnections`, as server/main.ts does) vs not, alternating, same run. The opening itself is timed
 * too: the warm-up moves the cost to the start.
 */
import { evaluateReports } from '../../server/alerts/evaluate';
import { openDatabase, WARM_CONNECTIONS } from '../../server/db/connect';
import { createJobQueue } from '../../server/jobs/queue';
import { median, round } from './stats';

async function firstEvaluation(url: string, dataDir: string, report: number, warm: boolean) {
  const started = performance.now();
  const db = await openDatabase({
    databaseUrl: url,
    dataDir,
    warmConnections: warm ? WARM_CONNECTIONS : undefined,
  });
  const openMs = round(performance.now() - started);
  try {
    const evaluating = performance.now();
    await evaluateReports(db.orm, createJobQueue(db), [report]);
    return { openMs, evaluationMs: round(performance.now() - evaluating) };
  } finally {
    await db.close();
  }
}

type Opening = Awaited<ReturnType<typeof firstEvaluation>>;

const medians = (list: readonly Opening[]) => ({
  openMedianMs: median(list.map((r) => r.openMs)),
  evaluationMedianMs: median(list.map((r) => r.evaluationMs)),
  evaluationRunsMs: list.map((r) => r.evaluationMs),
});

/** `cycles` openings each way, alternating; medians and runs. */
export async function timeFirstEvaluation(url: string, dataDir: string, report: number, cycles: number) {
  const cold: Opening[] = [];
  const warm: Opening[] = [];
  for (let i = 0; i < cycles; i += 1) {
    cold.push(await firstEvaluation(url, dataDir, report, false));
    warm.push(await firstEvaluation(url, dataDir, report, true));
  }
  return { cycles, warmConnections: WARM_CONNECTIONS, cold: medians(cold), warm: medians(warm) };
}
