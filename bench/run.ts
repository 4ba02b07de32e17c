/**
 * `npm run bench [name…]`: runs every bench/*.bench.ts (or the named ones), each in its own process, and
 * records each result in bench/results/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const wanted = process.argv.slice(2).map((arg) => arg.replace(/^bench\//, '').replace(/(\.bench)?\.ts$/, ''));
const all = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''));
const names = wanted.length ? wanted : all;
const unknown = names.filter((n) => !existsSync(join(here, `${n}.bench.ts`)));
if (unknown.length) {
  process.stderr.write(`unknown bench: ${unknown.join(', ')} (have: ${all.join(', ')})\n`);
  process.exit(2);
}

// A stopped run passes the signal on, so the bench's own cleanup (servers, clusters, folders) runs.
let current: ChildProcess | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    current?.kill(signal);
  });
}

const runBench = (name: string) =>
  new Promise<number>((done) => {
    const runner = join(here, 'support', 'run-one.ts');
    current = spawn(process.execPath, ['--import', 'tsx', runner, join(here, `${name}.bench.ts`)], {
      stdio: 'inherit',
    });
    current.once('exit', (code) => done(code ?? 1));
  });

const failed: string[] = [];
for (const name of names) {
  if (stopping) break;
  process.stdout.write(`\n=== bench ${name} ===\n`);
  if ((await runBench(name)) !== 0) failed.push(name);
}
if (failed.length || stopping) {
  process.stderr.write(`\n${stopping ? 'stopped' : `failed: ${failed.join(', ')}`}\n`);
  process.exit(1);
}
