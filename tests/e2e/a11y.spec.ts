/**
 * WCAG 2.2 AA in Chromium (issue 13 item 1): axe-core over every route of the app — each resource's list,
 * create, edit and show, the dashboard, the profile, the error pages, the sign-in and reset pages, the
 * guest screen — in French and Arabic at desktop (1440 px) and phone (390 px) widths. Any serious or
 * critical violation fails, and so does a page without exactly one level-one heading and one main landmark.
 * One browser, one signed-in page per language and width that moves from route to route in the app, one
 * axe run per route.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { resources } from '../../resources';
import type { Viewer } from '../../resources/kit';
import { canViewerAccess } from '../../src/providers/access';
import { axeViolations, loadAxe } from './support/axe';
import { drawWholeDashboard } from './support/dashboard';
import { openInApp, quietScreen, watchedPage } from './support/quiet-screen';

const PASSWORD = 'demo1234';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const LOCALES = ['fr', 'ar'] as const;

// Each run opens its own page and signs in, and the audit only reads: the runs may go to both workers
// (each with its own server) instead of one after the other in one.
test.describe.configure({ mode: 'parallel' });

interface Finding {
  route: string;
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/**
 * The app's screens for a signed-in admin; ids are the first seeded record of each resource (the flows run
 * beside this audit and may trash what they create). Forms only where the admin may write (a refused form
 * is the access-denied screen, audited once).
 */
async function signedInRoutes(page: Page): Promise<string[]> {
  const { viewer, firstIds }: { viewer: Viewer; firstIds: (number | null)[] } = await page.evaluate(
    async (names) => {
      const json = async <T>(path: string): Promise<T> => {
        const response = await fetch(path, { credentials: 'include' });
        if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
        return response.json();
      };
      // One request per resource, all at once.
      const [user, firsts] = await Promise.all([
        json<{ data: { id: number; roles: string[]; active_role: string | null; permissions: string[] } }>(
          '/api/user',
        ),
        Promise.all(
          names.map((name) => json<{ id: number }[]>(`/api/${name}?sort=["id","ASC"]&range=[0,0]`)),
        ),
      ]);
      const { data } = user;
      return {
        viewer: {
          id: data.id,
          roles: data.roles,
          activeRole: data.active_role,
          permissions: data.permissions,
        },
        firstIds: firsts.map((rows) => rows[0]?.id ?? null),
      };
    },
    resources.map((resource) => resource.name),
  );
  const routes = ['/dashboard', '/profile', '/error/401', '/error/404', '/access-denied'];
  resources.forEach((resource, index) => {
    const id = firstIds[index];
    const writable = canViewerAccess(viewer, resource.name, 'create');
    routes.push(resource.route);
    if (writable) routes.push(`${resource.route}/create`);
    if (id !== null && id !== undefined) {
      if (writable) routes.push(`${resource.route}/${id}`);
      routes.push(`${resource.route}/${id}/show`);
    }
  });
  return routes;
}

/** What one language and width found, and how long each screen took (written with the findings). */
interface Run {
  findings: Finding[];
  timings: { route: string; drawMs: number; axeMs: number }[];
}

/**
 * Audits the screen on the page once it is drawn: axe, then the page's structure in one call (an error
 * notification, exactly one `h1` and one `main`, and for a list at phone width, no table nor sideways
 * scroll: react-admin's SimpleList).
 */
async function audit(page: Page, route: string, run: Run, options: { phoneList?: boolean } = {}) {
  const started = Date.now();
  // On a loaded machine the app's chunks may still be evaluating, with the static shell quiet on screen:
  // every screen has a level-one heading once drawn (a screen without one is reported below).
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await quietScreen(page);
  const drawn = Date.now();
  const found = (rule: string, nodes: number, targets: string[] = []) =>
    run.findings.push({ route, rule, impact: 'serious', nodes, targets });
  for (const violation of await axeViolations(page, TAGS)) {
    if (BLOCKING.has(violation.impact ?? ''))
      run.findings.push({ route, ...violation, impact: violation.impact ?? '' });
  }
  const audited = Date.now();
  const screen = await page.evaluate(() => ({
    errors: [...document.querySelectorAll<HTMLElement>('.RaNotification-error')].map(
      (node) => node.innerText,
    ),
    h1: document.querySelectorAll('h1').length,
    main: document.querySelectorAll('main, [role="main"]').length,
    tables: document.querySelectorAll('main table').length,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  // A screen that opens with an error notification (a request refused or not found) is broken.
  if (screen.errors.length) found('error-notification', 1, screen.errors);
  if (screen.h1 !== 1) found('one-h1', screen.h1);
  if (screen.main !== 1) found('one-main', screen.main);
  if (options.phoneList && (screen.tables > 0 || screen.overflow > 0)) found('phone-list', screen.tables);
  run.timings.push({ route, drawMs: drawn - started, axeMs: audited - drawn });
}

/** One browser context and page per language and width: visitor, guest and admin take turns in it. */
async function newPage(browser: Browser, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript((chosen) => localStorage.setItem('ah_locale', chosen), locale);
  await loadAxe(context);
  const page = await watchedPage(context);
  // No internet here: map tiles are answered at once, empty.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  return page;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

function report(name: string, run: Run): string {
  const folder = process.env.AXE_REPORT_DIR;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, `${name}.json`),
      JSON.stringify({ routes: run.timings.length, ...run }, null, 2),
    );
  }
  return run.findings
    .map((f) => `${f.route}: ${f.rule} (${f.impact}, ${f.nodes} nodes) ${f.targets.join(' | ')}`)
    .join('\n');
}

for (const locale of LOCALES) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: every route in ${locale} at ${viewport.width} px`, async ({ browser }) => {
      // One page per language and width goes through every route: generous for a busy machine.
      test.setTimeout(1_200_000);
      const run: Run = { findings: [], timings: [] };
      const page = await newPage(browser, locale, viewport);

      // A visitor: the sign-in page (its own light document), then the app's open screens.
      await page.goto('/login');
      await audit(page, '/login', run);
      await page.goto('/reset-password');
      await audit(page, '/reset-password', run);
      for (const route of ['/401', '/404']) {
        await openInApp(page, route);
        await audit(page, route, run);
      }

      await signIn(page, 'agent@example.com');
      await audit(page, 'guest screen', run);
      // Signed out: the next sign-in starts from a visitor's cookies.
      await page.context().clearCookies();

      await signIn(page, 'admin@example.com');
      const lists = new Set(resources.map((resource) => resource.route));
      for (const route of await signedInRoutes(page)) {
        await openInApp(page, route);
        // The map and charts are drawn as the user scrolls to them: audit them too.
        if (route === '/dashboard') await drawWholeDashboard(page);
        await audit(page, route, run, { phoneList: width === 'phone' && lists.has(route) });
      }
      await page.context().close();

      expect(run.findings, report(`${locale}-${width}`, run)).toEqual([]);
    });
  }
}

test('the audit waits for a late change and fails on its serious violation', async ({ browser }) => {
  const run: Run = { findings: [], timings: [] };
  const page = await newPage(browser, 'fr', WIDTHS.desktop);
  await page.goto('/login');
  // An answer slower than the quiet window, then, after a pause shorter than it, a button without a name
  // (axe's button-name, critical): a screen audited before it settled would pass.
  await page.route('**/api/health', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ json: { status: 'ok' } });
  });
  await page.evaluate(() => {
    void fetch('/api/health').then(() =>
      setTimeout(() => document.querySelector('main')?.append(document.createElement('button')), 200),
    );
  });
  await audit(page, '/login', run);
  await page.context().close();
  expect(run.findings.map((finding) => finding.rule)).toContain('button-name');
});
