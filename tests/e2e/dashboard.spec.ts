/**
 * The dashboard in the browser (issue 5, "Done when"): the species and year selectors change the totals,
 * every chart and the map; search by reference opens the record (a read-only preview for a Décideur);
 * the satellite toggle and refresh work.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { apiAnswered, watchApiRequests } from './support/api-requests';
import { drawWholeDashboard } from './support/dashboard';
import { expect, test } from './support/test';
import { stubTiles } from './support/tiles';

const PASSWORD = 'demo1234';
const CHARTS = 4;
// The charts' own SVGs, not the legends' icons (which recharts also marks .recharts-surface).
const CHART_SELECTOR = '.recharts-wrapper > .recharts-surface';

interface Snapshot {
  totals: string;
  charts: string[];
  clusters: string;
}

async function openDashboard(page: Page, email: string): Promise<void> {
  watchApiRequests(page);
  await stubTiles(page);
  await signIn(page, email, PASSWORD);
  await page.goto('/dashboard');
  await drawWholeDashboard(page);
  await expect(page.locator(CHART_SELECTOR)).toHaveCount(CHARTS);
  await expect(page.locator('.dashboard-cluster').first()).toBeVisible();
}

async function snapshot(page: Page): Promise<Snapshot> {
  return {
    totals: (await page.getByTestId('dashboard-totals').innerText()).trim(),
    charts: await page.locator(CHART_SELECTOR).evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML)),
    clusters: (
      await page
        .locator('.dashboard-cluster')
        .evaluateAll((markers) =>
          markers.map((m) => `${m.textContent?.trim()}@${(m as HTMLElement).style.transform}`),
        )
    ).join('|'),
  };
}

/** The dashboard once its requests are answered and it stops changing (charts animate). */
async function settled(page: Page): Promise<Snapshot> {
  await apiAnswered(page);
  let previous = JSON.stringify(await snapshot(page));
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(250);
    await apiAnswered(page);
    const current = await snapshot(page);
    const text = JSON.stringify(current);
    if (text === previous && current.charts.length === CHARTS) return current;
    previous = text;
  }
  throw new Error('the dashboard did not settle');
}

/** Picks, in a selector, the first option other than the current one and "All …". */
async function choose(page: Page, testId: string): Promise<string> {
  const select = page.getByTestId(testId).getByRole('combobox');
  const current = (await select.innerText()).trim();
  await select.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const labels = (await options.allInnerTexts()).map((l) => l.trim());
  const label = labels.find((l) => l !== current && !/^All /.test(l));
  if (!label) throw new Error(`no other choice in ${testId}: ${labels.join(', ')}`);
  await options.filter({ hasText: new RegExp(`^${label}$`) }).click();
  await expect(select).toHaveText(label);
  return label;
}

/** Every part of the dashboard changed: the totals, each of the four charts, and the map's clusters. */
async function expectAllChanged(page: Page, before: Snapshot, what: string): Promise<Snapshot> {
  await expect
    .poll(async () => (await snapshot(page)).totals, { message: `${what}: totals` })
    .not.toBe(before.totals);
  const after = await settled(page);
  expect(after.charts, `${what}: the four charts`).toHaveLength(CHARTS);
  after.charts.forEach((chart, i) => {
    expect(chart, `${what}: chart ${i + 1}`).not.toBe(before.charts[i]);
  });
  expect(after.clusters, `${what}: map clusters`).not.toBe(before.clusters);
  return after;
}

/** A real reference, read through the API with the signed-in session. */
async function someRegistration(page: Page): Promise<{ id: number; ref: string }> {
  const response = await page.request.get(`/api/registrations?range=${encodeURIComponent('[0,0]')}`);
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()) as { id: number; ref: string }[];
  if (!first?.ref) throw new Error('the demo has no registration');
  return first;
}

/** Types the reference's first characters (more if needed) and picks it in the suggestions. */
async function searchAndPick(page: Page, ref: string): Promise<void> {
  const box = page.getByRole('combobox', { name: /search by reference/i });
  const option = page.getByRole('option', { name: ref, exact: true });
  await box.click();
  await box.pressSequentially(ref.slice(0, -1), { delay: 20 });
  try {
    await expect(option).toBeVisible({ timeout: 4_000 });
  } catch {
    await box.pressSequentially(ref.slice(-1));
    await expect(option).toBeVisible();
  }
  await option.click();
}

test('an Admin changes species and year, finds a registration, switches tiles and refreshes', async ({
  page,
}) => {
  await openDashboard(page, 'admin@example.com');

  // The year first: once one species is chosen, "sick animals by species" is a single full pie whatever
  // the year, so that chart could not show the year's change.
  const initial = await settled(page);
  await choose(page, 'dashboard-year');
  const byYear = await expectAllChanged(page, initial, 'year');
  await choose(page, 'dashboard-species');
  await expectAllChanged(page, byYear, 'species');

  // Satellite: the toggle is pressed and the tile layer now comes from the imagery server.
  const satellite = page.getByRole('button', { name: 'Satellite' });
  await expect(satellite).toHaveAttribute('aria-pressed', 'false');
  await satellite.click();
  await expect(satellite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Street map' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.leaflet-tile-pane img[src*="arcgisonline"]').first()).toBeAttached();

  // Refresh asks for the map again.
  await apiAnswered(page);
  const mapRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/dashboard/map');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await mapRequest;

  // Search by reference opens the registration's page.
  const found = await someRegistration(page);
  await searchAndPick(page, found.ref);
  await expect(page).toHaveURL(new RegExp(`/registrations/index/${found.id}/show$`));
  await expect(page.getByText(found.ref).first()).toBeVisible();
});

test('a Décideur who finds a registration sees a read-only preview and stays on the dashboard', async ({
  page,
}) => {
  await openDashboard(page, 'decideur@example.com');
  const found = await someRegistration(page);
  await searchAndPick(page, found.ref);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(found.ref).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a language switch keeps the reader where they were on the dashboard', async ({ page }) => {
  await openDashboard(page, 'admin@example.com');
  const mapCard = (name: string) => page.getByRole('region', { name, exact: true });
  await mapCard('Map of registrations').evaluate((card) => card.scrollIntoView({ block: 'start' }));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);

  // The top bar stays in view (fixed header, the default): choosing a language does not scroll by itself.
  await page.getByRole('button', { name: /^language$/i }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(mapCard('Carte des enregistrements')).toBeInViewport();
  // French words are longer than English ones: the cards above may grow by a line or two, not a screen.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(150);
});

const registrationsTotal = async (page: Page) =>
  Number((await page.getByTestId('dashboard-totals').locator('p').nth(1).innerText()).replace(/[^\d]/g, ''));

test('province and date-range filters narrow the totals, in French, English and Arabic, desktop and phone', async ({
  page,
}) => {
  await openDashboard(page, 'admin@example.com');
  await page.goto('/dashboard?year=all');
  await expect(page.getByTestId('dashboard-totals')).toBeVisible();
  await expect.poll(() => registrationsTotal(page)).toBeGreaterThan(0);
  const national = await registrationsTotal(page);

  await page.getByTestId('dashboard-province').getByRole('combobox').click();
  const options = page.getByRole('option');
  await options.nth(1).click();
  await expect(page).toHaveURL(/province_id=\d+/);
  await expect.poll(() => registrationsTotal(page)).toBeLessThan(national);

  await page.getByTestId('dashboard-from').locator('input').fill('2020-01-01');
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(page.getByTestId('dashboard-totals')).toBeVisible();

  for (const [language, label] of [
    ['fr', 'Français'],
    ['en', 'English'],
    ['ar', 'العربية'],
  ] as const) {
    await page.getByRole('button', { name: /^(language|langue|اللغة)$/i }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await expect(page.getByTestId('dashboard-from')).toBeVisible();
      await page.screenshot({
        path: `test-results/e2e/dashboard-filters-${language}-${width}.png`,
        fullPage: false,
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
