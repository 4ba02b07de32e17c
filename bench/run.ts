/**
 * `npm run bench [name…]`: runs every bench/*.bench.ts (or the named ones), each in its own process, and
 * records each result in bench/results/.
 */
import { spawnSync } from 'node:child_process';
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

const failed: string[] = [];
for (const name of names) {
  process.stdout.write(`\n=== bench ${name} ===\n`);
  const runner = join(here, 'support', 'run-one.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', runner, join(here, `${name}.bench.ts`)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  process.stderr.write(`\nfailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
