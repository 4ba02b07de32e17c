/**
 * The JavaScript a browser must fetch (gzip) before /login and /dashboard can show, for the app as built
 * (lazy dashboard, charts, map and workbook writer) against an all-eager build of the same app (one bundle),
 * both built in this run. Read from Vite's manifest: an entry and its static imports, transitively.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import type { Bench } from './support/record';

const ROOT = join(import.meta.dirname, '..');
const TARGET_KB = 400;
const DASHBOARD = 'src/dashboard/index.ts';
/** Parts that must stay out of every route's initial JavaScript: manifest keys, matched. */
const LAZY_PARTS: Record<string, RegExp> = {
  charts: /^src\/dashboard\/charts\/DashboardCharts\.tsx$/,
  map: /^src\/dashboard\/map\/DashboardMap\.tsx$/,
  'workbook writer': /node_modules\/write-excel-file\//,
};

interface Built {
  dir: string;
  manifest: Manifest;
}

async function buildApp(dir: string, eager: boolean): Promise<Built> {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: true,
      manifest: true,
      chunkSizeWarningLimit: 100_000,
      // One bundle holding every module: what the app would weigh without lazy loading.
      ...(eager ? { rolldownOptions: { output: { codeSplitting: false } } } : {}),
    },
  });
  return { dir, manifest: JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) };
}

/** A manifest entry and every chunk it imports statically: what loads before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const entryOf = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The gzip size of the JavaScript files of these chunks, and the files themselves. */
function weigh({ dir, manifest }: Built, keys: Iterable<string>) {
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((f) => f.endsWith('.js'));
  const sizes = files.map((file) => ({
    file,
    gzipKB: kb(gzipSync(readFileSync(join(dir, file)), { level: 9 }).length),
  }));
  return { gzipKB: Math.round(sizes.reduce((sum, s) => sum + s.gzipKB, 0) * 10) / 10, files: sizes };
}

function routes(built: Built) {
  const { manifest } = built;
  const entry = entryOf(manifest);
  const login = closure(manifest, entry);
  if (!manifest[DASHBOARD]) return { login, dashboard: login, dashboardParts: login };
  const dashboard = closure(manifest, DASHBOARD, new Set(login));
  const dashboardParts = new Set(dashboard);
  for (const lazy of manifest[DASHBOARD].dynamicImports ?? []) closure(manifest, lazy, dashboardParts);
  return { login, dashboard, dashboardParts };
}

/** Each lazy part: its own chunk, loaded by neither /login nor /dashboard before they show. */
function lazyParts(built: Built, initial: Set<string>) {
  return Object.fromEntries(
    Object.entries(LAZY_PARTS).map(([part, pattern]) => {
      const key = Object.keys(built.manifest).find(
        (k) => pattern.test(k) && built.manifest[k].isDynamicEntry,
      );
      const lazy = !!key && ![...initial].some((k) => built.manifest[k].file === built.manifest[key].file);
      return [part, { lazy, chunk: key ? weigh(built, [key]) : null }];
    }),
  );
}

const bench: Bench = {
  title: 'Initial JavaScript (gzip) of /login and /dashboard: the app as built vs an all-eager build',
  async run() {
    const folder = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
    try {
      const lazyBuild = await buildApp(join(folder, 'lazy'), false);
      const eagerBuild = await buildApp(join(folder, 'eager'), true);
      const app = routes(lazyBuild);
      const eager = weigh(eagerBuild, routes(eagerBuild).login);
      const login = weigh(lazyBuild, app.login);
      const dashboard = weigh(lazyBuild, app.dashboard);
      const dashboardWithParts = weigh(lazyBuild, app.dashboardParts);
      const parts = lazyParts(lazyBuild, app.dashboard);
      const allLazy = Object.values(parts).every((p) => p.lazy);
      const met = login.gzipKB <= TARGET_KB && dashboard.gzipKB <= TARGET_KB && allLazy;
      const after = Math.round((dashboardWithParts.gzipKB - dashboard.gzipKB) * 10) / 10;
      const summary =
        `/login ${login.gzipKB} KB, /dashboard ${dashboard.gzipKB} KB (+${after} KB of charts and map once it shows) ` +
        `vs all-eager ${eager.gzipKB} KB; ${Object.keys(parts).join(', ')} ${allLazy ? 'are' : 'are NOT all'} lazy chunks; ` +
        `target ≤ ${TARGET_KB} KB ${met ? 'met' : 'NOT met'}`;
      return {
        summary,
        figures: {
          targetKB: TARGET_KB,
          targetMet: met,
          login,
          dashboard,
          dashboardWithParts,
          eager,
          lazyParts: parts,
        },
      };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};

export default bench;
