/**
 * Bytes on the wire: what headless Chromium actually receives (CDP `Network.loadingFinished`
 * encodedDataLength: headers and compressed bodies) to show /login, and a cold /dashboard (signed in, empty
 * cache) until its totals, charts and map are drawn — served compressed (brotli assets precompressed at
 * build, API JSON compressed per request) against the same pages fetched with `Accept-Encoding: identity`
 * in the same run. Also checks that /login fetches none of the dashboard's lazy parts.
 */
import type { CDPSession, Page } from 'playwright-core';
import { dashboardRendered, fillSignIn, offlineTiles, startBrowserApp } from './support/browser-app';
import { Cleanup } from './support/cleanup';
import type { Bench } from './support/record';
import { tempFolder } from './support/temp-folder';

/** JavaScript received before /login shows, compressed. */
const LOGIN_JS_TARGET_KB = 400;
const LAZY_PARTS = /\/assets\/(DashboardCharts|DashboardMap|write-excel-file|dashboard)-[^/]+\.js$/;

interface Weighed {
  totalKB: number;
  byType: Record<string, number>;
  requests: number;
  lazyOnLogin?: string[];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Counts what the page receives from now until `done` resolves. */
async function weigh(cdp: CDPSession, action: () => Promise<void>): Promise<Weighed & { urls: string[] }> {
  const types = new Map<string, { type: string; url: string }>();
  const received = new Map<string, number>();
  const onResponse = (event: { requestId: string; type: string; response: { url: string } }) =>
    types.set(event.requestId, { type: event.type, url: event.response.url });
  const onFinished = (event: { requestId: string; encodedDataLength: number }) =>
    received.set(event.requestId, event.encodedDataLength);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await action();
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  const byType: Record<string, number> = {};
  let total = 0;
  for (const [id, bytes] of received) {
    const type = types.get(id)?.type ?? 'Other';
    byType[type] = (byType[type] ?? 0) + bytes;
    total += bytes;
  }
  return {
    totalKB: kb(total),
    byType: Object.fromEntries(Object.entries(byType).map(([type, bytes]) => [type, kb(bytes)])),
    requests: received.size,
    urls: [...types.values()].map((t) => t.url),
  };
}

async function cdpFor(page: Page, identity: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  return cdp;
}

const bench: Bench = {
  title: 'Bytes on the wire received by Chromium: /login and a cold /dashboard, compressed vs identity',
  async run() {
    const { path: folder, remove } = tempFolder('bench-bundle-');
    const cleanup = new Cleanup();
    try {
      const { server, browser } = await startBrowserApp(cleanup, folder);
      const measure = async (identity: boolean) => {
        const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', timezoneId: 'UTC' });
        try {
          const page = await context.newPage();
          await offlineTiles(page);
          const cdp = await cdpFor(page, identity);
          const login = await weigh(cdp, async () => {
            await page.goto('/login', { waitUntil: 'networkidle' });
          });
          await fillSignIn(page);
          await page.getByRole('button', { name: /sign in/i }).click();
          await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 30_000 });
          // Cold: signed in, nothing cached, the dashboard opened afresh.
          const dashboard = await weigh(cdp, async () => {
            await page.reload();
            await dashboardRendered(page);
            await page.waitForLoadState('networkidle');
          });
          const lazyOnLogin = login.urls.filter((url) => LAZY_PARTS.test(new URL(url).pathname));
          const { urls: _l, ...loginFigures } = login;
          const { urls: _d, ...dashboardFigures } = dashboard;
          return { login: { ...loginFigures, lazyOnLogin }, dashboard: dashboardFigures };
        } finally {
          await context.close();
        }
      };
      const compressed = await measure(false);
      const identity = await measure(true);
      const loginJs = compressed.login.byType.Script ?? 0;
      const lazy = compressed.login.lazyOnLogin.length === 0;
      const met = loginJs <= LOGIN_JS_TARGET_KB && lazy;
      const ratio = (a: number, b: number) => Math.round((a / b) * 100);
      const summary =
        `/login ${compressed.login.totalKB} KB on the wire (JS ${loginJs} KB) vs ${identity.login.totalKB} KB uncompressed (${ratio(compressed.login.totalKB, identity.login.totalKB)} %); ` +
        `cold /dashboard ${compressed.dashboard.totalKB} KB (JS ${compressed.dashboard.byType.Script ?? 0} KB, API ${compressed.dashboard.byType.Fetch ?? 0} KB) ` +
        `vs ${identity.dashboard.totalKB} KB (${ratio(compressed.dashboard.totalKB, identity.dashboard.totalKB)} %); ` +
        `dashboard parts ${lazy ? 'not fetched' : 'FETCHED'} by /login; target /login JS ≤ ${LOGIN_JS_TARGET_KB} KB ${met ? 'met' : 'NOT met'}`;
      return {
        summary,
        figures: { targetKB: LOGIN_JS_TARGET_KB, targetMet: met, compressed, identity },
      };
    } finally {
      await cleanup.run();
      remove();
    }
  },
};

export default bench;
