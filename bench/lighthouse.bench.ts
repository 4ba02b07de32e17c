/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU, the defaults) on /login and a cold
 * /dashboard (signed in, browser cache cleared by Lighthouse before the load), in Debian's Chromium against
 * the real server (built client, PGlite, demo seed). Scores are the median of LIGHTHOUSE_RUNS runs (3 by
 * default); the baseline in the same run is the same pages fetched with `Accept-Encoding: identity` (what
 * the app shipped before compression). Targets of issue 13: performance ≥ 90 on /login and ≥ 75 on the
 * cold dashboard, accessibility ≥ 95 on both.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildClient } from '../tests/e2e/support/build-client';
import { e2ePort } from '../tests/e2e/support/port';
import { startServer } from '../tests/e2e/support/server';
import { ADMIN, CHROMIUM_ARGS } from './support/browser-app';
import { Cleanup } from './support/cleanup';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

const TARGETS = {
  login: { performance: 90, accessibility: 95 },
  dashboard: { performance: 75, accessibility: 95 },
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Loads tried when Lighthouse reports a lost trace (NO_NAVSTART) before the bench gives up. */
const TRACE_ATTEMPTS = 3;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;
/** No internet here: map tiles (the only outside requests) are refused at once instead of timing out. */
const OUTSIDE = ['https://*'];
/**
 * Another built client to audit instead of this tree's (e.g. main's, built elsewhere, for a before/after
 * pair on the same machine minutes apart); named in the recorded result.
 */
const OTHER_CLIENT = process.env.LIGHTHOUSE_CLIENT_DIR;
/**
 * A folder to write every run's whole Lighthouse report into (JSON), to read its long tasks,
 * `bootup-time` and `mainthread-work-breakdown` when looking for what blocks the main thread.
 */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

type Page = keyof typeof TARGETS;

interface Run {
  performance: number;
  accessibility: number;
  /** Bytes received (Lighthouse's total-byte-weight: transfer sizes). */
  transferKB: number;
  metricsMs: Record<string, number>;
  /** Accessibility audits that failed (score 0), by id. */
  failedAccessibility: string[];
  /** The element Lighthouse took for the largest contentful paint (its HTML opening), to see what to draw early. */
  lcpElement: string;
}

/** The node snippet in Lighthouse's `largest-contentful-paint-element` details (a table of a table). */
function lcpElementOf(lhr: Result): string {
  const found = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(
    /"snippet":"((?:[^"\\]|\\.)*)"/,
  );
  return found?.[1] ? JSON.parse(`"${found[1]}"`) : '';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

function runOf(lhr: Result): Run {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const accessibilityAudits = lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    transferKB: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 102.4) / 10,
    metricsMs: Object.fromEntries(
      METRICS.map((id) => [id, Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000]),
    ),
    failedAccessibility: accessibilityAudits.filter((id) => lhr.audits[id]?.score === 0),
    lcpElement: lcpElementOf(lhr),
  };
}

let reportsWritten = 0;
function writeReport(lhr: Result, path: string, identity: boolean): void {
  reportsWritten += 1;
  const name = `${reportsWritten}-${path.replace(/\W+/g, '') || 'root'}${identity ? '-identity' : ''}.json`;
  writeFileSync(join(REPORT_DIR ?? '.', name), JSON.stringify(lhr));
}

/** The median run by performance score (its metrics and bytes come with it). */
function medianRun(runs: Run[]): Run {
  const middle = median(runs.map((run) => run.performance));
  const run = runs.find((candidate) => candidate.performance === middle) ?? runs[0];
  if (!run) throw new Error('no Lighthouse run');
  return { ...run, accessibility: median(runs.map((r) => r.accessibility)) };
}

const bench: Bench = {
  title:
    'Lighthouse (mobile) on /login and a cold /dashboard: performance, accessibility, bytes — compressed vs identity',
  async run() {
    const { path: folder, remove } = tempFolder('bench-lighthouse-');
    const cleanup = new Cleanup();
    try {
      const root = join(import.meta.dirname, '..');
      if (OTHER_CLIENT) process.env.CLIENT_DIR = OTHER_CLIENT;
      else buildClient(root);
      const server = cleanup.add(
        await startServer({ root, port: e2ePort(), dataDir: join(folder, 'data') }),
        (s) => s.stop(),
      );
      const port = await freePort();
      // A persistent context is the browser's default one: the session cookie set by signing in here is the
      // one Lighthouse's tab sends (Lighthouse clears caches, not cookies).
      const context = cleanup.add(
        await chromium.launchPersistentContext(join(folder, 'profile'), {
          executablePath: '/usr/bin/chromium',
          headless: true,
          baseURL: server.url,
          locale: 'en-US',
          args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
        }),
        (c) => c.close(),
      );

      const audit = async (path: string, identity: boolean): Promise<Run> => {
        const flags: Flags = {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          blockedUrlPatterns: OUTSIDE,
          ...(identity ? { extraHeaders: { 'Accept-Encoding': 'identity' } } : {}),
        };
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${server.url}${path}`, flags);
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          const error = result.lhr.runtimeError;
          if (!error) {
            if (REPORT_DIR) writeReport(result.lhr, path, identity);
            return runOf(result.lhr);
          }
          // A trace that lost its navigation start is Lighthouse's own flake on a loaded machine: it asks
          // for another run.
          if (error.code !== 'NO_NAVSTART' || attempt >= TRACE_ATTEMPTS) {
            throw new Error(`${path}: ${error.message}`);
          }
        }
      };
      const measure = async (path: string) => {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(path, false));
        return { median: medianRun(runs), performanceScores: runs.map((run) => run.performance) };
      };

      const login = await measure('/login');
      const loginIdentity = await audit('/login', true);

      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await page.getByRole('textbox', { name: /^(username|email)/i }).fill(ADMIN.email);
      await page.getByRole('textbox', { name: /^password/i }).fill(ADMIN.password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 60_000 });
      await page.goto('about:blank');

      const dashboard = await measure('/dashboard');
      const dashboardIdentity = await audit('/dashboard', true);

      const results = { login: login.median, dashboard: dashboard.median };
      const met = (name: Page) =>
        results[name].performance >= TARGETS[name].performance &&
        results[name].accessibility >= TARGETS[name].accessibility;
      const line = (name: Page, baseline: Run) => {
        const r = results[name];
        return (
          `${name === 'login' ? '/login' : 'cold /dashboard'} performance ${r.performance} (target ${TARGETS[name].performance}; identity ${baseline.performance}), ` +
          `accessibility ${r.accessibility} (target ${TARGETS[name].accessibility}), ${r.transferKB} KB on the wire (identity ${baseline.transferKB} KB), ` +
          `LCP ${Math.round(r.metricsMs['largest-contentful-paint'] ?? 0)} ms, TBT ${Math.round(r.metricsMs['total-blocking-time'] ?? 0)} ms` +
          ` — ${met(name) ? 'met' : 'NOT met'}`
        );
      };
      return {
        summary: `${OTHER_CLIENT ? `client built in ${OTHER_CLIENT}: ` : ''}${line('login', loginIdentity)}; ${line('dashboard', dashboardIdentity)}; median of ${RUNS} runs`,
        figures: {
          runs: RUNS,
          targets: TARGETS,
          targetsMet: { login: met('login'), dashboard: met('dashboard') },
          compressed: results,
          performanceScores: { login: login.performanceScores, dashboard: dashboard.performanceScores },
          identity: { login: loginIdentity, dashboard: dashboardIdentity },
        },
      };
    } finally {
      await cleanup.run();
      remove();
    }
  },
};

export default bench;
