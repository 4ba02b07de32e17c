/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU, the defaults) on /login and a cold
 * /dashboard (signed in, browser cache cleared by Lighthouse before the load), in Debian's Chromium against
 * the real server (built client, PGlite, demo seed). Scores are the median of LIGHTHOUSE_RUNS runs (3 by
 * default); the baseline in the same run is the same pages fetched with `Accept-Encoding: identity` (what
 * the app shipped before compression). With LIGHTHOUSE_BASELINE_DIR (another built client, e.g. main's) a
 * second server serves it and the two take turns run by run, so before and after see the same load.
 * Targets of issue 13: performance ≥ 90 on /login and ≥ 75 on the cold dashboard, accessibility ≥ 95 on
 * both. The summary gives each page's median, its spread (lowest–highest score) and every run's score, bytes
 * and TBT, with the load average when the run started (the recorded machine has the one at its end).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
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
/**
 * A built client (e.g. main's) audited in the same run, on a server of its own, taking turns with this
 * tree's run by run: the project's before/after rule, under one and the same load.
 */
const BASELINE_CLIENT = process.env.LIGHTHOUSE_BASELINE_DIR;
/**
 * A demo database seeded beforehand (E2E_SEEDED_DATA, as the e2e global setup leaves it): each server starts
 * from a copy instead of seeding (~18 CPU-seconds), so a run fits a short window on an idle machine.
 */
const SEEDED = Boolean(process.env.E2E_SEEDED_DATA);
/** The baseline server's host name, mapped to the loopback address in the browser. */
const BASELINE_HOST = 'baseline.test';
/** Lighthouse's errors that a loaded machine causes, worth another load. */
const RETRIED_ERRORS = ['NO_NAVSTART', 'PROTOCOL_TIMEOUT'];

type SiteName = 'this' | 'baseline';
interface Site {
  name: SiteName;
  url: string;
}

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

/** LCP and TBT of a run, for the summary line. */
const brief = (run: Run) =>
  `LCP ${Math.round(run.metricsMs['largest-contentful-paint'] ?? 0)} ms, TBT ${Math.round(run.metricsMs['total-blocking-time'] ?? 0)} ms`;

/** Lowest–highest, and every run in the order measured. */
const spreadOf = (runs: Run[]) => {
  const scores = runs.map((run) => run.performance);
  return `${Math.min(...scores)}–${Math.max(...scores)}: ${runs.map((run) => `${run.performance} (${run.transferKB} KB, TBT ${Math.round(run.metricsMs['total-blocking-time'] ?? 0)} ms)`).join(', ')}`;
};

const loadNow = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

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
    const loadAtStart = loadNow();
    const { path: folder, remove } = tempFolder('bench-lighthouse-');
    const cleanup = new Cleanup();
    try {
      const root = join(import.meta.dirname, '..');
      if (!OTHER_CLIENT) buildClient(root);
      const serve = async (clientDir: string | undefined, name: string) => {
        if (clientDir) process.env.CLIENT_DIR = clientDir;
        else delete process.env.CLIENT_DIR;
        const port = name === 'this' ? e2ePort() : await freePort();
        mkdirSync(join(folder, name), { recursive: true });
        return cleanup.add(
          await startServer({ root, port, dataDir: join(folder, name, 'data'), seeded: SEEDED }),
          (s) => s.stop(),
        );
      };
      const server = await serve(OTHER_CLIENT, 'this');
      const baselineServer = BASELINE_CLIENT ? await serve(BASELINE_CLIENT, 'baseline') : undefined;
      const port = await freePort();
      // A persistent context is the browser's default one: the session cookie set by signing in here is the
      // one Lighthouse's tab sends (Lighthouse clears caches, not cookies).
      const context = cleanup.add(
        await chromium.launchPersistentContext(join(folder, 'profile'), {
          executablePath: '/usr/bin/chromium',
          headless: true,
          locale: 'en-US',
          args: [
            ...CHROMIUM_ARGS,
            `--remote-debugging-port=${port}`,
            // The baseline's server under a name of its own: cookies are kept per host, not per port, and
            // each server has its own sessions.
            `--host-resolver-rules=MAP ${BASELINE_HOST} 127.0.0.1`,
          ],
        }),
        (c) => c.close(),
      );
      const sites: Site[] = [{ name: 'this', url: server.url }];
      if (baselineServer) {
        sites.push({ name: 'baseline', url: baselineServer.url.replace('127.0.0.1', BASELINE_HOST) });
      }

      /** A run, or null when Lighthouse kept failing the way a loaded machine makes it (counted as lost). */
      const audit = async (site: Site, path: string, identity: boolean): Promise<Run | null> => {
        const flags: Flags = {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          blockedUrlPatterns: OUTSIDE,
          ...(identity ? { extraHeaders: { 'Accept-Encoding': 'identity' } } : {}),
        };
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${site.url}${path}`, flags);
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          const error = result.lhr.runtimeError;
          if (!error) {
            if (REPORT_DIR) writeReport(result.lhr, `${site.name}-${path}`, identity);
            return runOf(result.lhr);
          }
          // A trace that lost its navigation start, or a browser too busy to answer the protocol in time,
          // is Lighthouse's own flake on a loaded machine: it asks for another run.
          if (!RETRIED_ERRORS.includes(error.code)) throw new Error(`${path}: ${error.message}`);
          if (attempt >= TRACE_ATTEMPTS) {
            process.stderr.write(`lighthouse: ${site.name} ${path} lost: ${error.message}\n`);
            return null;
          }
        }
      };
      /**
       * RUNS audits of the page on each site, the sites taking turns (and the lead), so a baseline and this
       * tree see the same load.
       */
      const measure = async (path: string) => {
        const runs = new Map<SiteName, Run[]>(sites.map((site) => [site.name, []]));
        for (let i = 0; i < RUNS; i++) {
          const order = i % 2 ? [...sites].reverse() : sites;
          for (const site of order) {
            const run = await audit(site, path, false);
            if (run) runs.get(site.name)?.push(run);
          }
        }
        return new Map(
          [...runs].map(([name, list]) => [
            name,
            {
              median: medianRun(list),
              performanceScores: list.map((run) => run.performance),
              spread: spreadOf(list),
              runs: list,
              lost: RUNS - list.length,
            },
          ]),
        );
      };
      const signIn = async (site: Site) => {
        const page = await context.newPage();
        await page.goto(`${site.url}/login`);
        await page.getByRole('textbox', { name: /^(username|email)/i }).fill(ADMIN.email);
        await page.getByRole('textbox', { name: /^password/i }).fill(ADMIN.password);
        await page.getByRole('button', { name: /sign in/i }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 120_000 });
        await page.close();
      };

      const [thisSite] = sites;
      if (!thisSite) throw new Error('no site');
      const loginRuns = await measure('/login');
      const loginIdentity = await audit(thisSite, '/login', true);
      for (const site of sites) await signIn(site);
      const dashboardRuns = await measure('/dashboard');
      const dashboardIdentity = await audit(thisSite, '/dashboard', true);

      const of = (runs: typeof loginRuns, name: SiteName) => {
        const found = runs.get(name);
        if (!found) throw new Error(`no runs of ${name}`);
        return found;
      };
      const login = of(loginRuns, 'this');
      const dashboard = of(dashboardRuns, 'this');
      const results = { login: login.median, dashboard: dashboard.median };
      const met = (name: Page) =>
        results[name].performance >= TARGETS[name].performance &&
        results[name].accessibility >= TARGETS[name].accessibility;
      const line = (name: Page, identity: Run | null) => {
        const r = results[name];
        const { lost, spread } = name === 'login' ? login : dashboard;
        return (
          `${name === 'login' ? '/login' : 'cold /dashboard'} performance ${r.performance} (target ${TARGETS[name].performance}; runs ${spread}; identity ${identity?.performance ?? 'lost'}), ` +
          `accessibility ${r.accessibility} (target ${TARGETS[name].accessibility}), ${r.transferKB} KB on the wire (identity ${identity?.transferKB ?? '?'} KB), ` +
          `${brief(r)}${lost ? `, ${lost} run(s) lost` : ''} — ${met(name) ? 'met' : 'NOT met'}`
        );
      };
      const baseline = baselineServer
        ? {
            login: of(loginRuns, 'baseline'),
            dashboard: of(dashboardRuns, 'baseline'),
          }
        : undefined;
      const baselineLine = baseline
        ? `; same-run baseline (client built in ${BASELINE_CLIENT}, turns taken run by run): /login performance ${baseline.login.median.performance} (${baseline.login.performanceScores.join(', ')}; this tree ${login.performanceScores.join(', ')}), ${brief(baseline.login.median)}; cold /dashboard performance ${baseline.dashboard.median.performance} (${baseline.dashboard.performanceScores.join(', ')}; this tree ${dashboard.performanceScores.join(', ')}), ${brief(baseline.dashboard.median)}`
        : '';
      return {
        summary: `${OTHER_CLIENT ? `client built in ${OTHER_CLIENT}: ` : ''}${line('login', loginIdentity)}; ${line('dashboard', dashboardIdentity)}; median of ${RUNS} runs; load average ${loadAtStart} at the start, ${loadNow()} at the end${baselineLine}`,
        figures: {
          runs: RUNS,
          loadAverage1mAtStart: loadAtStart,
          targets: TARGETS,
          targetsMet: { login: met('login'), dashboard: met('dashboard') },
          compressed: results,
          performanceScores: { login: login.performanceScores, dashboard: dashboard.performanceScores },
          everyRun: { login: login.runs, dashboard: dashboard.runs },
          identity: { login: loginIdentity, dashboard: dashboardIdentity },
          ...(baseline
            ? {
                baseline: {
                  client: BASELINE_CLIENT,
                  login: baseline.login.median,
                  dashboard: baseline.dashboard.median,
                  performanceScores: {
                    login: baseline.login.performanceScores,
                    dashboard: baseline.dashboard.performanceScores,
                  },
                },
              }
            : {}),
        },
      };
    } finally {
      await cleanup.run();
      remove();
    }
  },
};

export default bench;
