import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

export interface BenchOutcome {
  /** One line for humans, also the markdown row's last cell. */
  summary: string;
  figures: Record<string, unknown>;
}

export interface Bench {
  /** The results' file name when not the bench's own (a mode of it recorded apart). */
  name?: string;
  title: string;
  run(): Promise<BenchOutcome>;
}

export const resultsDir = join(import.meta.dirname, '..', 'results');

export function machine() {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    // Other work on the machine skews the figures: the load average says how busy it was.
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** Writes results/<name>.json (the latest run) and appends a row to results/<name>.md (the history). */
export function recordResult(name: string, bench: Bench, outcome: BenchOutcome): void {
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString();
  const host = machine();
  const json = {
    name,
    title: bench.title,
    date,
    machine: host,
    summary: outcome.summary,
    figures: outcome.figures,
  };
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const md = join(resultsDir, `${name}.md`);
  if (!existsSync(md)) {
    writeFileSync(md, `# ${bench.title}\n\n| date | machine | result |\n| --- | --- | --- |\n`);
  }
  const where = `${host.cpus} × ${host.cpuModel}, node ${host.node}`;
  appendFileSync(md, `| ${date.slice(0, 16).replace('T', ' ')} | ${where} | ${outcome.summary} |\n`);
}
