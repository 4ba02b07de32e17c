/**
 * The real server (built client, PGlite with the demo seed, or a given PostgreSQL database) as the e2e tests
 * start it, and headless Chromium: what the browser benches measure against.
 */
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildClient } from '../../tests/e2e/support/build-client';
import { e2ePort } from '../../tests/e2e/support/port';
import { type RunningServer, startServer } from '../../tests/e2e/support/server';
import type { Cleanup } from './cleanup';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const ADMIN = { email: 'admin@example.com', password: 'demo1234' };
/** The dashboard's four charts, drawn. */
export const CHARTS = 4;

const root = resolve(import.meta.dirname, '..', '..');

export async function startBrowserApp(
  cleanup: Cleanup,
  folder: string,
  options: { databaseUrl?: string } = {},
): Promise<{ server: RunningServer; browser: Browser }> {
  buildClient(root);
  const server = cleanup.add(
    await startServer({ root, port: e2ePort(), dataDir: join(folder, 'data'), ...options }),
    (s) => s.stop(),
  );
  const browser = cleanup.add(
    await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    }),
    (b) => b.close(),
  );
  return { server, browser };
}

/** No internet here: map tiles are answered at once, empty (the clusters do not need them). */
export const offlineTiles = (page: Page) =>
  page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );

export async function fillSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|email)/i }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: /^password/i }).fill(ADMIN.password);
}

/**
 * The dashboard fully shown: totals, the four charts' SVGs and at least one map cluster. The map and charts
 * are drawn as the reader scrolls to them: each poll scrolls to the next part still waiting.
 */
export async function dashboardRendered(page: Page): Promise<void> {
  await page.getByTestId('dashboard-totals').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(
    (charts) => {
      document.querySelector('[data-near-viewport="waiting"]')?.scrollIntoView();
      return (
        document.querySelectorAll('.recharts-wrapper > .recharts-surface').length >= charts &&
        document.querySelector('.dashboard-cluster') !== null
      );
    },
    CHARTS,
    { timeout: 30_000, polling: 'raf' },
  );
}
