/**
 * The dashboard's choropleth (issue 13 item 4): the demo's provinces coloured by registrations on their
 * approximate outlines, with a legend, in French, English and Arabic; the areas table (the map's text
 * alternative) drills into a province's departments and back.
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { drawWholeDashboard } from './support/dashboard';
import { PART_SCREENSHOT_STYLE } from './support/screenshot';
import { expect, test } from './support/test';
import { stubTiles } from './support/tiles';

const FIXTURE = resolve(import.meta.dirname, '..', 'server', 'fixtures', 'boundaries.geojson');

const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

const LANGUAGES = [
  ['fr', 'Français', 'Zones'],
  ['en', 'English', 'Areas'],
  ['ar', 'العربية', 'المناطق'],
] as const;

test('provinces coloured by registrations with a legend, drill-down to departments, fr/en/ar, desktop and phone', async ({
  page,
}) => {
  await stubTiles(page);
  await signIn(page, 'admin@example.com', 'demo1234');
  await page.goto('/dashboard?year=all');
  await drawWholeDashboard(page);
  const map = page.getByRole('region', { name: /Map of registrations/ });
  await map.getByRole('button', { name: 'Areas', exact: true }).click();

  // 23 provinces, each an outline filled with its class's colour; at least two classes show.
  const outlines = map.locator('path.leaflet-interactive');
  await expect(outlines).toHaveCount(23);
  const fills = new Set(await outlines.evaluateAll((paths) => paths.map((p) => p.getAttribute('fill'))));
  expect(fills.size).toBeGreaterThan(2);
  const legend = map.getByRole('figure');
  await expect(legend).toContainText('Registrations per area');
  await expect(legend).toContainText('Approximate boundaries');
  // Five classes, "none" and the alert layer's outline (the admin may read alerts).
  await expect(legend.getByRole('listitem')).toHaveCount(7);

  await map.getByRole('button', { name: 'Quantiles', exact: true }).click();
  await map.getByRole('button', { name: 'Equal intervals', exact: true }).click();
  await map.getByRole('button', { name: 'Sick animals', exact: true }).click();
  await expect(legend).toContainText('Sick animals per area');

  // The text alternative: every province with its figures; a name drills into its departments.
  await map.getByRole('button', { name: 'Show the areas as a table' }).click();
  const table = map.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(24);
  const first = (await table.getByRole('row').nth(1).getByRole('button').innerText()).trim();
  await table.getByRole('row').nth(1).getByRole('button').click();
  await expect(map.getByText(`Departments of ${first}`)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Department' })).toBeVisible();
  const departments = await table.getByRole('row').count();
  expect(departments).toBeGreaterThan(1);
  await expect(outlines).toHaveCount(departments - 1);
  await map.getByRole('button', { name: 'All provinces' }).click();
  await expect(outlines).toHaveCount(23);
  await map
    .getByRole('group', { name: 'Colour areas by' })
    .getByRole('button', { name: 'Registrations' })
    .click();
  await map.getByRole('button', { name: 'Hide the table' }).click();

  for (const [language, label, areas] of LANGUAGES) {
    await page.getByRole('button', { name: /^(language|langue|اللغة)$/i }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await drawWholeDashboard(page);
    const card = page.locator('section').filter({ has: page.locator('.leaflet-container') });
    await expect(card.getByRole('button', { name: areas, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByRole('figure')).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('path.leaflet-interactive')).toHaveCount(23);
      // `CHOROPLETH_SCREENSHOTS=1` refreshes the README's pictures.
      const folder = process.env.CHOROPLETH_SCREENSHOTS ? SCREENSHOTS : 'test-results/e2e';
      await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
      await expect(card.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
      await card.screenshot({
        path: `${folder}/choropleth-${language}-${width}.png`,
        style: PART_SCREENSHOT_STYLE,
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  // An imported GeoJSON (a small fixture: two provinces, one feature matching none) replaces the
  // approximate outlines of the provinces it matches.
  await chooseLanguageBack(page);
  // The switch remounts the page, whose map card draws again once in view: scrolled to, as a reader would.
  await drawWholeDashboard(page);
  const card = page.getByRole('region', { name: /Map of registrations/ });
  await card.getByRole('button', { name: 'Import boundaries' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('GeoJSON file').setInputFiles(FIXTURE);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('2 outlines saved')).toBeVisible();
  await expect(dialog.getByText(/Features matching no area \(1\): Atlantis/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.locator('path.leaflet-interactive')).toHaveCount(23);
  const answer = await (await page.request.get('/api/dashboard/areas?level=province')).json();
  const imported = answer.areas.filter((a: { approximate: boolean }) => !a.approximate);
  expect(imported.map((a: { name: string }) => a.name).sort()).toEqual(['Guéra', 'Hadjer-Lamis']);
});

async function chooseLanguageBack(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(language|langue|اللغة)$/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
