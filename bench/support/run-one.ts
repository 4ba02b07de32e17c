import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bench, recordResult } from './record';

/** Runs one bench file in this process (bench/run.ts gives each its own) and records its result. */
// On a signal, exit at once: the exit hooks (clusters, temporary folders) clean up.
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
] as const) {
  process.on(signal, () => process.exit(128 + number));
}

const file = resolve(process.argv[2] ?? '');
const bench = ((await import(pathToFileURL(file).href)) as { default: Bench }).default;
const name = bench.name ?? basename(file).replace(/\.bench\.ts$/, '');
const started = Date.now();
const outcome = await bench.run();
recordResult(name, bench, outcome);
process.stdout.write(`\n${name}: ${outcome.summary} (${Math.round((Date.now() - started) / 1000)} s)\n`);
process.exit(0);
