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

const PASSWORD = 'demo1234';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const LOCALES = ['fr', 'ar'] as const;

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
  const routes = ['/dashboard', '/profile', '/error/401', '/error/404', '/access-denied'];
  const viewer: Viewer = await page.evaluate(async () => {
    const response = await fetch('/api/user', { credentials: 'include' });
    const { data } = (await response.json()) as {
      data: { id: number; roles: string[]; active_role: string | null; permissions: string[] };
    };
    return { id: data.id, roles: data.roles, activeRole: data.active_role, permissions: data.permissions };
  });
  for (const resource of resources) {
    const id = await page.evaluate(async (name) => {
      const response = await fetch(`/api/${name}?sort=["id","ASC"]&range=[0,0]`, { credentials: 'include' });
      if (!response.ok) throw new Error(`GET /api/${name}: ${response.status}`);
      const rows = (await response.json()) as { id: number }[];
      return rows[0]?.id ?? null;
    }, resource.name);
    const writable = canViewerAccess(viewer, resource.name, 'create');
    routes.push(resource.route);
    if (writable) routes.push(`${resource.route}/create`);
    if (id !== null) {
      if (writable) routes.push(`${resource.route}/${id}`);
      routes.push(`${resource.route}/${id}/show`);
    }
  }
  return routes;
}

/**
 * Waits for the screen to settle: no request in flight nor answered in the last half second, no spinner or
 * placeholder rows, fonts loaded, the DOM unchanged for a moment and no transition running (a notification
 * fading in, or a picker enabled once its parent's value arrives, reads as low contrast half-way).
 * Playwright's `networkidle` cannot serve here: after the first load it never waits again, and the app
 * moves between screens without loading a document.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => network.get(page)?.quietFor() ?? Number.POSITIVE_INFINITY, {
      intervals: [100],
      timeout: 30_000,
    })
    .toBeGreaterThan(500);
  await expect(page.locator('[role="progressbar"], .RaPlaceholder-root')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () =>
      performance.now() - (window as unknown as { lastMutation: number }).lastMutation > 300 &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 100, timeout: 30_000 },
  );
}

/** Requests in flight per page, and how long ago the last one started or ended. */
const network = new WeakMap<Page, { quietFor: () => number }>();

function watchNetwork(page: Page): void {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  network.set(page, { quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastActivity) });
}

/** Notes in the page when its DOM last changed, for `settled`. */
function recordMutations(): void {
  const state = window as unknown as { lastMutation: number };
  state.lastMutation = performance.now();
  new MutationObserver(() => {
    state.lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

async function audit(page: Page, route: string, findings: Finding[]): Promise<void> {
  // On a loaded machine the app's chunks may still be evaluating, with the static shell quiet on screen:
  // every screen has a level-one heading once drawn (a screen without one is reported below).
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await settled(page);
  for (const violation of await axeViolations(page, TAGS)) {
    if (BLOCKING.has(violation.impact ?? ''))
      findings.push({ route, ...violation, impact: violation.impact ?? '' });
  }
  // A screen that opens with an error notification (a request refused or not found) is broken.
  const errors = await page.locator('.RaNotification-error').allInnerTexts();
  if (errors.length)
    findings.push({ route, rule: 'error-notification', impact: 'serious', nodes: 1, targets: errors });
  const structure = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    main: document.querySelectorAll('main, [role="main"]').length,
  }));
  if (structure.h1 !== 1) {
    findings.push({ route, rule: 'one-h1', impact: 'serious', nodes: structure.h1, targets: [] });
  }
  if (structure.main !== 1) {
    findings.push({ route, rule: 'one-main', impact: 'serious', nodes: structure.main, targets: [] });
  }
}

/** On a phone a list is a list of rows (react-admin's SimpleList), not a table scrolling sideways. */
async function phoneList(page: Page, route: string, findings: Finding[]): Promise<void> {
  const layout = await page.evaluate(() => ({
    tables: document.querySelectorAll('main table').length,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  if (layout.tables > 0 || layout.overflow > 0) {
    findings.push({ route, rule: 'phone-list', impact: 'serious', nodes: layout.tables, targets: [] });
  }
}

/**
 * Goes to a route inside the signed-in app the way a link does (the router follows the history), so each
 * screen is audited without reloading and re-parsing the whole app: the run stays within CI's time.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(route);
}

async function newPage(browser: Browser, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript((chosen) => localStorage.setItem('ah_locale', chosen), locale);
  await context.addInitScript(recordMutations);
  await loadAxe(context);
  const page = await context.newPage();
  watchNetwork(page);
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

function report(name: string, findings: Finding[], routes: number): string {
  const folder = process.env.AXE_REPORT_DIR;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.json`), JSON.stringify({ routes, findings }, null, 2));
  }
  return findings
    .map((f) => `${f.route}: ${f.rule} (${f.impact}, ${f.nodes} nodes) ${f.targets.join(' | ')}`)
    .join('\n');
}

for (const locale of LOCALES) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: every route in ${locale} at ${viewport.width} px`, async ({ browser }) => {
      // One page per language and width goes through every route: generous for a busy machine.
      test.setTimeout(1_200_000);
      const findings: Finding[] = [];
      let audited = 0;

      const visitor = await newPage(browser, locale, viewport);
      for (const route of ['/login', '/reset-password', '/401', '/404']) {
        await visitor.goto(route);
        await audit(visitor, route, findings);
        audited++;
      }
      await visitor.context().close();

      const guest = await newPage(browser, locale, viewport);
      await signIn(guest, 'agent@example.com');
      await audit(guest, 'guest screen', findings);
      audited++;
      await guest.context().close();

      const admin = await newPage(browser, locale, viewport);
      await signIn(admin, 'admin@example.com');
      const lists = new Set(resources.map((resource) => resource.route));
      for (const route of await signedInRoutes(admin)) {
        await openInApp(admin, route);
        // The map and charts are drawn as the user scrolls to them: audit them too.
        if (route === '/dashboard') await drawWholeDashboard(admin);
        await audit(admin, route, findings);
        if (width === 'phone' && lists.has(route)) await phoneList(admin, route, findings);
        audited++;
      }
      await admin.context().close();

      const summary = report(`${locale}-${width}`, findings, audited);
      expect(findings, summary).toEqual([]);
    });
  }
}
