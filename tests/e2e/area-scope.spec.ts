/**
 * Area scoping end to end (issue 11, "Done when"): the provincial RSE (Hadjer-Lamis) sees their province
 * alone on the registrations list, the dashboard and the map, against what the national admin sees of the
 * same province and of the whole country.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { apiAs, DEMO_PASSWORD } from './support/api-client';
import { drawWholeDashboard } from './support/dashboard';
import { expect, test } from './support/test';
import { stubTiles } from './support/tiles';

const filter = (values: object) => `filter=${encodeURIComponent(JSON.stringify(values))}`;

const displayedRows = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

const dashboardTotal = async (page: Page) =>
  Number((await page.getByTestId('dashboard-totals').locator('p').nth(1).innerText()).replace(/[^\d]/g, ''));

/** The dashboard's registrations total for every year, once drawn. */
async function dashboardTotalAt(page: Page, query: string): Promise<number> {
  await page.goto(`/dashboard?year=all${query}`);
  await expect(page.getByTestId('dashboard-totals')).toBeVisible();
  await expect.poll(() => dashboardTotal(page)).toBeGreaterThan(0);
  return dashboardTotal(page);
}

test('the provincial RSE’s list, dashboard and map hold their province alone', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL ?? '', 'admin@example.com');
  const [province] = await admin.get(`/api/provinces?${filter({ q: 'Hadjer' })}`);
  const registrations = async (query: string) => {
    const answer = await admin.api.get(`/api/registrations?${query}&range=${encodeURIComponent('[0,0]')}`);
    return Number((answer.headers()['content-range'] ?? '').split('/').pop());
  };
  const inProvince = await registrations(filter({ province_id: province.id }));
  expect(inProvince).toBeGreaterThan(0);
  expect(await registrations(filter({}))).toBeGreaterThan(inProvince);

  await stubTiles(page);
  await signIn(page, 'admin@example.com', DEMO_PASSWORD);
  const national = await dashboardTotalAt(page, '');
  const adminsProvince = await dashboardTotalAt(page, `&province_id=${province.id}`);
  expect(adminsProvince).toBeLessThan(national);
  await page.context().clearCookies();

  await signIn(page, 'rse-province@example.com', DEMO_PASSWORD);
  await page.evaluate(() => localStorage.setItem('ah_locale', 'en'));

  await test.step('the registrations list counts the province’s reports alone', async () => {
    await page.goto('/registrations/index');
    await expect(displayedRows(page)).toHaveText(new RegExp(` of ${inProvince}$`));
  });

  await test.step('the dashboard totals are the province’s, not the country’s', async () => {
    expect(await dashboardTotalAt(page, '')).toBe(adminsProvince);
  });

  await test.step('the map’s areas are the province alone', async () => {
    await drawWholeDashboard(page);
    const map = page.getByRole('region', { name: /Map of registrations/ });
    await map.getByRole('button', { name: 'Areas', exact: true }).click();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    await map.getByRole('button', { name: 'Show the areas as a table' }).click();
    const rows = map.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Hadjer-Lamis');
  });
});
