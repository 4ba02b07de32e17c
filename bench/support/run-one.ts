import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bench, recordResult } from './record';

/** Runs one bench file in this process (bench/run.ts gives each its own) and records its result. */
const file = resolve(process.argv[2] ?? '');
const name = basename(file).replace(/\.bench\.ts$/, '');
const bench = ((await import(pathToFileURL(file).href)) as { default: Bench }).default;
const started = Date.now();
const outcome = await bench.run();
recordResult(name, bench, outcome);
process.stdout.write(`\n${name}: ${outcome.summary} (${Math.round((Date.now() - started) / 1000)} s)\n`);
process.exit(0);
