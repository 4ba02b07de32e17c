/**
 * `npm run fuzz [count] [seed]`: 10,000 (or `count`) requests generated from the OpenAPI document, as every
 * demo role and anonymous; writes bench/results/fuzz.json and a row of bench/results/fuzz.md. Exits 1 when
 * any answer breaks a property (a 5xx, a 4xx without {message}, a refused write that changed rows, a 2xx
 * off its schema).
 */
import fc from 'fast-check';
import { openDatabase } from '../server/db/connect';
import { seedDemo } from '../server/db/seed';
import { createFuzzer, describeRequest } from '../tests/support/fuzz/runner';
import { recordResult } from './support/record';
import { percentile, round } from './support/stats';

const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 20261123);
const BATCH = 250;

// A fresh embedded database with the demo and a few registrations, as the test suite's.
const db = await openDatabase({ dataDir: 'memory://' });
await seedDemo(db.orm, { registrations: 30, now: new Date('2026-06-15T12:00:00Z') });
const fuzzer = await createFuzzer(db);
const byStatus: Record<string, number> = {};
const byActor: Record<string, number> = {};
const byOperation: Record<string, number> = {};
const problems: string[] = [];
const latencies: number[] = [];
const started = performance.now();
for (let done = 0; done < count; done += BATCH) {
  const batch = fc.sample(fuzzer.arbitrary, { seed: seed + done, numRuns: Math.min(BATCH, count - done) });
  for (const request of batch) {
    const outcome = await fuzzer.run(request);
    byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
    byActor[request.actor] = (byActor[request.actor] ?? 0) + 1;
    byOperation[request.operation.id] = (byOperation[request.operation.id] ?? 0) + 1;
    latencies.push(outcome.ms);
    if (outcome.problem) problems.push(`${outcome.problem}\n  ${describeRequest(request)}`);
  }
  process.stdout.write(`\r${Math.min(done + BATCH, count)} / ${count} requests, ${problems.length} problems`);
}
const seconds = (performance.now() - started) / 1000;
await fuzzer.close();

latencies.sort((a, b) => a - b);
const quantile = (q: number) => round(percentile(latencies, q * 100));
const serverErrors = Object.entries(byStatus)
  .filter(([status]) => Number(status) >= 500)
  .reduce((n, [, c]) => n + c, 0);
const operations = Object.keys(byOperation).length;
const summary =
  `${count} requests (seed ${seed}) over ${operations}/${fuzzer.operations.length} operations × 6 actors in ` +
  `${Math.round(seconds)} s: ${serverErrors} responses ≥ 500, ${problems.length} property failures; statuses ` +
  Object.entries(byStatus)
    .map(([s, c]) => `${s}×${c}`)
    .join(' ') +
  `; latency p50 ${quantile(0.5)} ms, p99 ${quantile(0.99)} ms`;
recordResult(
  'fuzz',
  {
    title: 'Fuzzing the API from its OpenAPI document (fast-check)',
    run: async () => ({ summary, figures: {} }),
  },
  {
    summary,
    figures: {
      count,
      seed,
      seconds: Math.round(seconds),
      serverErrors,
      propertyFailures: problems.length,
      byStatus,
      byActor,
      operationsCovered: operations,
      operations: fuzzer.operations.length,
      byOperation,
      latencyMs: { p50: quantile(0.5), p90: quantile(0.9), p99: quantile(0.99), max: quantile(1) },
      problems: problems.slice(0, 50),
    },
  },
);
process.stdout.write(`\n${summary}\n${problems.slice(0, 20).join('\n')}\n`);
process.exit(problems.length ? 1 : 0);
