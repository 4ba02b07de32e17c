/**
 * The back-office shell in Chromium (issue 4, "Done when"): routes and titles of spec §2, the guard, the
 * breadcrumb, the route search, fullscreen, the three languages with Arabic right to left, the tabs, the
 * settings, the phone drawer, and an exported workbook read back.
 */
import { readFileSync } from 'node:fs';
import { decomposeColor, recomposeColor } from '@mui/material/styles';
import type { Page } from '@playwright/test';
import { translate } from '../../i18n';
import { resourceByName } from '../../resources';
import { csvLine } from '../../shared/csv';
import { exportColumns } from '../../shared/export/columns';
import { onLight } from '../../src/providers/accessiblePalette';
import { readXlsx } from '../client/shell/readXlsx';
import { signIn } from './support/admin';
import { apiAnswered, watchApiRequests } from './support/api-requests';
import { drawWholeDashboard } from './support/dashboard';
import { expect, test } from './support/test';

const ADMIN = 'admin@example.com';
const PASSWORD = 'demo1234';
const SUFFIX = ' | Animal Health Surveillance';

const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: /main menu|menu principal|القائمة الرئيسية/i });
const tabsBar = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });
const tab = (page: Page, path: string) => tabsBar(page).locator(`[data-tab="${path}"]`);

async function signedIn(page: Page) {
  await signIn(page, ADMIN, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('routes and guard', () => {
  test('a visitor is sent to the login page with the way back, and the open pages stay open', async ({
    page,
  }) => {
    await page.goto('/locations/villages?page=2');
    await expect(page).toHaveURL('/login?redirect=%2Flocations%2Fvillages%3Fpage%3D2');
    await expect(page).toHaveTitle(`Sign in${SUFFIX}`);
    for (const [path, title, heading] of [
      ['/404', 'Page not found', 'Page not found'],
      ['/401', 'Unauthorized', 'Access denied'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(`${title}${SUFFIX}`);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('every route of spec §2 is reached with its title', async ({ page }) => {
    await signedIn(page);
    const routes: [from: string, to: string, title: string][] = [
      ['/', '/dashboard', 'Home'],
      ['/administration', '/administration/users', 'Users'],
      ['/administration/roles', '/administration/roles', 'Roles and permissions'],
      ['/locations', '/locations/provinces', 'Provinces'],
      ['/locations/departments', '/locations/departments', 'Departments'],
      ['/locations/municipalities', '/locations/municipalities', 'Municipalities'],
      ['/locations/villages', '/locations/villages', 'Villages'],
      ['/animals', '/animals/diseases', 'Diseases'],
      ['/animals/species', '/animals/species', 'Species'],
      ['/animals/breeds', '/animals/breeds', 'Breeds'],
      ['/registrations', '/registrations/index', 'Registrations'],
      ['/locations/provinces/create', '/locations/provinces/create', 'Provinces'],
      ['/profile', '/profile', 'User profile'],
      ['/error/401', '/error/401', 'Unauthorized'],
      ['/error/404', '/error/404', 'Page not found'],
      ['/no/such/page', '/404', 'Page not found'],
      ['/redirect/locations/villages', '/locations/villages', 'Villages'],
      ['/login', '/dashboard', 'Home'],
    ];
    for (const [from, to, title] of routes) {
      await page.goto(from);
      await expect(page, `${from} → ${to}`).toHaveURL(to);
      await expect(page, `${from} is titled`).toHaveTitle(`${title}${SUFFIX}`);
    }
  });

  test('the breadcrumb starts from the dashboard', async ({ page }) => {
    await signedIn(page);
    await page.goto('/animals/breeds/create');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Animals', 'Breeds', 'Create']);
    await trail.getByRole('link', { name: 'Breeds' }).click();
    await expect(page).toHaveURL('/animals/breeds');
    await trail.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(trail.getByRole('listitem')).toHaveText(['Home']);
  });
});

test.describe('top bar', () => {
  test('the route search finds a page by a misspelled title', async ({ page }) => {
    await signedIn(page);
    await page.getByRole('button', { name: 'Search pages' }).click();
    await page.getByRole('combobox', { name: 'Search pages' }).fill('muncipalites');
    await expect(page.getByRole('option').first()).toHaveText('Locations › Municipalities');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/locations/municipalities');
  });

  test('fullscreen goes on and off', async ({ page }) => {
    await signedIn(page);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
  });

  test('the language switches to French, Arabic (right to left, mirrored) and back to English', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/locations/provinces');
    const choose = async (current: RegExp, language: string) => {
      await page.getByRole('button', { name: current }).click();
      await page.getByRole('menuitem', { name: language }).click();
    };

    await choose(/^language$/i, 'Français');
    await expect(page.getByRole('alert').filter({ hasText: 'Langue modifiée avec succès' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Provinces | Surveillance de la santé animale');
    await expect(sidebar(page).getByText('Localisation')).toBeVisible();

    await choose(/^langue$/i, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('الأقاليم | نظام رصد صحة الحيوان');
    const menuBox = await sidebar(page).boundingBox();
    const tableBox = await page.locator('table').boundingBox();
    if (!menuBox || !tableBox) throw new Error('no sidebar or table');
    expect(menuBox.x).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(menuBox.x + 1);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await choose(/^اللغة$/, 'English');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect((await sidebar(page).boundingBox())?.x).toBe(0);
  });
});

test.describe('app shell', () => {
  test("a cold load paints the frame in the user's language before any script, and the app replaces it", async ({
    page,
  }) => {
    await signedIn(page);
    await page.evaluate(() => localStorage.setItem('ah_locale', 'fr'));
    const scripts = '**/assets/*.js';
    await page.route(scripts, (route) => route.abort());
    await page.goto('/dashboard');
    const shell = page.locator('#root .shell');
    await expect(shell).toContainText('Délais et classification');
    await expect(shell).toContainText('Accueil');
    await expect(page.getByRole('status')).toHaveText('Chargement');

    await page.unroute(scripts);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Délais et classification' })).toBeVisible();
    await expect(shell).toHaveCount(0);
  });
});

test.describe('tabs', () => {
  test('each context-menu action, and the pinned dashboard', async ({ page }) => {
    await signedIn(page);
    for (const path of ['/locations/provinces', '/animals/species', '/locations/villages']) {
      await page.goto(path);
      await expect(tab(page, path)).toBeVisible();
    }
    await expect(tabsBar(page).locator('[data-tab]')).toHaveCount(4);
    await page.reload();
    await expect(tabsBar(page).locator('[data-tab]')).toHaveCount(4);

    await tab(page, '/dashboard').click({ button: 'right' });
    await expect(page.getByRole('menuitem')).toHaveText(['Refresh', 'Close others', 'Close all']);
    // Measured once the menu has finished growing open.
    await expect.poll(async () => (await page.getByRole('menu').boundingBox())?.width).toBe(105);
    await page.keyboard.press('Escape');

    await tab(page, '/animals/species').click({ button: 'right' });
    const speciesLoaded = page.waitForResponse((r) => r.url().includes('/api/species?'));
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    await speciesLoaded;
    await expect(page).toHaveURL('/animals/species');

    await tab(page, '/animals/species').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close', exact: true }).click();
    await expect(tab(page, '/animals/species')).toHaveCount(0);
    await expect(page).toHaveURL('/locations/villages');

    await tab(page, '/locations/provinces').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect(page).toHaveURL('/locations/provinces');
    await expect(tabsBar(page).locator('[data-tab]')).toHaveText(['Home', 'Provinces']);

    await tab(page, '/locations/provinces').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(tabsBar(page).locator('[data-tab]')).toHaveText(['Home']);
  });
});

test.describe('settings', () => {
  test('each toggle survives a reload', async ({ page }) => {
    await signedIn(page);
    await page.goto('/locations/provinces');
    const logo = sidebar(page).getByRole('link', { name: 'Animal Health Surveillance' });
    await expect(logo).toBeVisible();
    await expect(tabsBar(page)).toBeVisible();
    await expect(page.locator('header')).toHaveCSS('position', 'sticky');
    const textSize = () =>
      page
        .locator('.MuiTablePagination-selectLabel')
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const mediumText = await textSize();

    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('presentation').filter({ hasText: 'Page settings' });
    await panel.getByRole('radio', { name: '#409EFF' }).click();
    // The open panel hides the rest of the page from the accessibility tree, the toast included.
    await expect(page.getByText('Theme has been changed!')).toBeVisible();
    await panel.getByRole('switch', { name: 'Tabs view' }).uncheck();
    await panel.getByRole('switch', { name: 'Fixed header' }).uncheck();
    await panel.getByRole('switch', { name: 'Sidebar logo' }).uncheck();
    await panel.getByRole('button', { name: 'Small' }).click();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(sidebar(page)).toBeVisible();
    await expect(tabsBar(page)).toHaveCount(0);
    await expect(logo).toHaveCount(0);
    await expect(page.locator('header')).toHaveCSS('position', 'static');
    expect(await textSize()).toBeLessThan(mediumText);
    // The chosen colour, darkened just enough to read as text (AA).
    await expect(page.getByRole('button', { name: 'Add filter' })).toHaveCSS(
      'color',
      recomposeColor(decomposeColor(onLight('#409EFF'))),
    );
  });

  test('the sidebar folds and stays folded', async ({ page }) => {
    await signedIn(page);
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeLessThan(80);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open sidebar' })).toBeVisible();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeLessThan(80);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer that closes on navigation and on resize', async ({ page }) => {
    await signedIn(page);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole('menuitem', { name: 'Locations' }).click();
    await sidebar(page).getByRole('menuitem', { name: 'Villages' }).click();
    await expect(page).toHaveURL('/locations/villages');
    await expect(sidebar(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({ width: 380, height: 844 });
    await expect(sidebar(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('export', () => {
  test('the workbook holds every filtered row, translated', async ({ page }) => {
    await signedIn(page);
    const filter = encodeURIComponent(JSON.stringify({ status: 'canceled' }));
    await page.goto(`/registrations/index?filter=${filter}`);
    const shown = await page.locator('.MuiTablePagination-displayedRows').innerText();
    const total = Number(/(\d+)\s*$/.exec(shown)?.[1]);
    expect(total).toBeGreaterThan(10);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('liste-excel.xlsx');
    const rows = readXlsx(readFileSync((await download.path()) as string));
    expect(rows[0]).toEqual([
      'Reference',
      'Species',
      'Breed',
      'Diseases',
      'Males',
      'Females',
      'Status',
      'Village',
      'Date',
    ]);
    expect(rows).toHaveLength(total + 1);
    expect(new Set(rows.slice(1).map((row) => row[6]))).toEqual(new Set(['Canceled']));
    for (const row of rows.slice(1)) {
      expect(row[0]).toMatch(/^REG-/);
      expect(row[1]).not.toMatch(/^#/);
      expect(row[7]).not.toMatch(/^#/);
    }
  });
});

test.describe('export in Arabic', () => {
  test('the CSV file holds every filtered row, with the Arabic headers and labels', async ({ page }) => {
    await signedIn(page);
    await page.evaluate(() => localStorage.setItem('ah_locale', 'ar'));
    const filter = encodeURIComponent(JSON.stringify({ status: 'canceled' }));
    await page.goto(`/registrations/index?filter=${filter}`);
    const shown = await page.locator('.MuiTablePagination-displayedRows').innerText();
    const total = Number(
      /(\d+)\s*$/.exec(shown.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)))?.[1],
    );
    expect(total).toBeGreaterThan(10);

    await page.getByRole('button', { name: translate('ar', 'app.export.label') }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: translate('ar', 'app.export.csv') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('liste-excel.csv');
    const text = readFileSync((await download.path()) as string, 'utf8');
    // The byte-order mark, so that a spreadsheet program reads the Arabic right.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    const columns = exportColumns(resourceByName('registrations')!, (key, o) => translate('ar', key, o));
    expect(lines[0]).toBe(csvLine(columns.map((c) => c.header)));
    expect(lines).toHaveLength(total + 1);
    const canceled = translate('ar', 'resources.registrations.values.status.canceled');
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^REG-/);
      expect(line).toContain(`,${canceled},`);
    }
  });
});

/** `SHELL_SCREENSHOTS=1 npm run test:e2e -- shell.spec.ts -g screenshots` refreshes docs/screenshots/. */
test.describe('screenshots', () => {
  test.skip(!process.env.SHELL_SCREENSHOTS, 'only when asked for');
  // `ready`: a list's rows are a table on a desktop and a list of links on a phone.
  const pages = [
    { name: 'dashboard', path: '/dashboard', ready: '.recharts-surface', fullPage: true },
    { name: 'provinces', path: '/locations/provinces', ready: 'main tbody tr, main li a', fullPage: false },
    {
      name: 'registrations',
      path: '/registrations/index',
      ready: 'main tbody tr, main li a',
      fullPage: false,
    },
    {
      name: 'registration-form',
      path: '/registrations/index/create',
      ready: '.leaflet-container',
      fullPage: true,
    },
  ];
  for (const locale of ['fr', 'en', 'ar']) {
    for (const width of [1440, 390]) {
      test(`${locale} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        watchApiRequests(page);
        await signIn(page, ADMIN, PASSWORD);
        await page.evaluate((chosen) => localStorage.setItem('ah_locale', chosen), locale);
        for (const shot of pages) {
          await page.goto(shot.path);
          // The dashboard draws its map and charts as the reader scrolls to them.
          if (shot.name === 'dashboard') await drawWholeDashboard(page);
          await page.locator(shot.ready).first().waitFor();
          await apiAnswered(page);
          // A window as tall as the page, so the fixed sidebar runs down the whole picture.
          const height = shot.fullPage ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
          if (height) await page.setViewportSize({ width, height });
          await page.screenshot({
            path: `docs/screenshots/${shot.name}-${locale}-${width}.png`,
            animations: 'disabled',
          });
          await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        }
      });
    }
  }
});
