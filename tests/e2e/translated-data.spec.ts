/**
 * Reference data in the reader's language (issue 13 item 2): in Arabic no French species, breed or
 * disease name shows on the dashboard, in the lists, the pickers or an export of the demo data; a species
 * saved with only its French name shows that name everywhere.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DISEASES } from '../../server/db/seed/data/diseases';
import { SPECIES } from '../../server/db/seed/data/species';
import { signIn } from './support/admin';
import { apiAnswered, watchApiRequests } from './support/api-requests';
import { drawWholeDashboard } from './support/dashboard';

const FRENCH_NAMES = [
  ...SPECIES.map((s) => s.name),
  ...SPECIES.flatMap((s) => s.breeds.map(([name]) => name)),
  ...DISEASES.map((d) => d.name),
];
const NAME_CELLS = 'td.column-name, td.column-specie_id, td.column-breed_id, td.column-disease_ids';

const frenchIn = (text: string) => FRENCH_NAMES.filter((name) => text.includes(name));

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: /^(language|langue|اللغة)$/i }).click();
  await page.getByRole('menuitem', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'العربية' ? 'ar' : 'en');
}

async function nameCells(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const text = async () => (await page.locator(NAME_CELLS).allTextContents()).join('\n');
  // Reference cells fill in after the rows: wait for the names to arrive.
  await expect.poll(text).toMatch(/[\u0600-\u06FF]/);
  await apiAnswered(page);
  return text();
}

async function pickerOptions(page: Page, label: RegExp): Promise<string[]> {
  await page.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

test.describe('reference data in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    watchApiRequests(page);
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    await signIn(page, 'editor@example.com', 'demo1234');
    await page.goto('/animals/species');
    await chooseLanguage(page, 'العربية');
  });

  test.afterEach(async ({ page }) => {
    await chooseLanguage(page, 'English');
  });

  test('no French name on the dashboard, the lists, the pickers or the export', async ({ page }) => {
    await page.goto('/dashboard');
    await drawWholeDashboard(page);
    await expect(page.locator('.recharts-wrapper > .recharts-surface')).toHaveCount(4);
    await apiAnswered(page);
    const dashboard = (await page.locator('main').textContent()) ?? '';
    expect(dashboard).toContain('أبقار');
    expect(frenchIn(dashboard)).toEqual([]);

    for (const path of ['/animals/species', '/animals/breeds', '/animals/diseases', '/registrations/index']) {
      const cells = await nameCells(page, path);
      expect(frenchIn(cells), path).toEqual([]);
    }

    await page.goto('/registrations/index/create');
    const species = await pickerOptions(page, /^النوع/);
    expect(species).toContain('أبقار');
    expect(frenchIn(species.join('\n'))).toEqual([]);
    const diseases = await pickerOptions(page, /^الأمراض/);
    expect(diseases).toContain('طاعون المجترات الصغيرة');
    expect(frenchIn(diseases.join('\n'))).toEqual([]);

    await page.goto('/animals/diseases');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'تصدير' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('الحمى القلاعية');
    expect(frenchIn(csv)).toEqual([]);
  });

  test('a species saved with only its French name shows that name everywhere', async ({ page }) => {
    const name = `Porcins ${Date.now()}`;
    await page.goto('/animals/species/create');
    await page
      .getByRole('textbox', { name: /\(Français\)/ })
      .first()
      .fill(name);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page).toHaveURL(/\/animals\/species(\/\d+)?$/);

    await page.goto(`/animals/species?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    await expect(page.locator('td.column-name')).toHaveText([name]);

    await page.goto('/registrations/index/create');
    await page.getByRole('combobox', { name: /^النوع/ }).fill('Porcins');
    await expect(page.getByRole('option', { name })).toBeVisible();
  });
});
