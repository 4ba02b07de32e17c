/**
 * Bulk import in the browser (issue 12, "Done when"): a KoboToolbox-style .xlsx of 500 registrations with
 * 3 bad rows. The dry run reports exactly those rows, their messages in French, English and Arabic (right
 * to left), and writes nothing; committing the valid rows writes 497 registrations, which the dashboard
 * counts. `IMPORT_SCREENSHOTS=1` refreshes docs/screenshots/import-*.
 */
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BAD_ROW_KINDS, type KoboChoices, koboRegistrations } from '../support/kobo-file';
import { signIn } from './support/admin';

const ROWS = 500;
/** 0-based data rows; the sheet's line is the index + 2 (the header is line 1). */
const BAD = [17, 250, 480];

const SCREENSHOTS = process.env.IMPORT_SCREENSHOTS
  ? resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots')
  : resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e');

const LABELS = {
  fr: {
    file: 'Fichier (CSV ou .xlsx)',
    dryRun: 'Simulation',
    dryRunDone: 'Simulation : rien n’a été écrit',
    onlyErrors: 'Seulement les lignes en erreur',
    errors: 'Erreur : 3',
    notFound: 'Introuvable : aucun enregistrement ne porte ce nom ou ce code',
    breadcrumb: "Fil d'Ariane",
    page: ['Enregistrements', 'Importer'],
    range: '1-3 sur 3',
    next: 'Aller à la prochaine page',
  },
  en: {
    file: 'File (CSV or .xlsx)',
    dryRun: 'Dry run',
    dryRunDone: 'Dry run: nothing was written',
    onlyErrors: 'Only rows with errors',
    errors: 'Error: 3',
    notFound: 'Not found: no record has this name or code',
    breadcrumb: 'Breadcrumb',
    page: ['Registrations', 'Import'],
    range: '1-3 of 3',
    next: 'Go to next page',
  },
  ar: {
    file: 'الملف (CSV أو .xlsx)',
    dryRun: 'تشغيل تجريبي',
    dryRunDone: 'تشغيل تجريبي: لم يُكتب أي شيء',
    onlyErrors: 'الأسطر الخاطئة فقط',
    errors: 'خطأ: 3',
    notFound: 'غير موجود: لا يوجد سجل بهذا الاسم أو الرمز',
    breadcrumb: 'مسار التنقل',
    page: ['التسجيلات', 'استيراد'],
    range: '1-3 من 3',
    next: 'الانتقال إلى الصفحة التالية',
  },
} as const;
type Locale = keyof typeof LABELS;

type Row = Record<string, unknown>;

/** Names the demo holds: a species with one of its breeds, diseases, villages with their municipality. */
async function demoChoices(page: Page): Promise<KoboChoices> {
  const get = async (path: string) => {
    const response = await page.request.get(path, { timeout: 60_000 });
    expect(response.ok(), path).toBe(true);
    return response.json();
  };
  const species: Row[] = await get('/api/species?range=[0,99]');
  const breeds: Row[] = await get('/api/breeds?range=[0,999]');
  const breed = breeds.find((b) => species.some((s) => s.id === b.specie_id));
  const specie = species.find((s) => s.id === breed?.specie_id);
  const diseases: Row[] = await get('/api/diseases?range=[0,2]');
  const villages: Row[] = await get('/api/villages?range=[0,3]');
  const places = [];
  for (const village of villages) {
    const municipality: Row = await get(`/api/municipalities/${village.municipality_id}`);
    const coordinates = village.coordinates as { lat: number; lng: number };
    places.push({ village: String(village.name), municipality: String(municipality.name), ...coordinates });
  }
  return {
    specie: String(specie?.name),
    breed: String(breed?.name),
    diseases: diseases.map((d) => String(d.name)),
    places,
  };
}

const registrationsTotal = async (page: Page) =>
  Number((await page.getByTestId('dashboard-totals').locator('p').nth(1).innerText()).replace(/[^\d]/g, ''));

async function dashboardTotal(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-totals')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => registrationsTotal(page), { timeout: 60_000 }).toBeGreaterThan(0);
  return registrationsTotal(page);
}

async function openImport(page: Page, locale: Locale, file: Buffer) {
  await page.evaluate((chosen) => localStorage.setItem('ah_locale', chosen), locale);
  await page.goto('/registrations/index/import');
  await page.getByLabel(LABELS[locale].file).setInputFiles({
    name: 'repimat-kobo.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
}

/** Runs the dry run and checks the report: 497 to create, the 3 bad rows by line, in the screen's language. */
async function dryRun(page: Page, locale: Locale) {
  const text = LABELS[locale];
  await page.getByRole('button', { name: text.dryRun, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text.dryRunDone })).toBeVisible({
    timeout: 120_000,
  });
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByText(text.errors, { exact: true })).toBeVisible();
  await page.getByLabel(text.onlyErrors).check();
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows).toHaveCount(BAD.length);
  const lines = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent?.trim()));
  expect(lines).toEqual(BAD.map((i) => String(i + 2)));
  // The unknown village's message, translated; every bad row says what is wrong.
  await expect(rows.nth(0)).toContainText(text.notFound);
  for (const index of BAD.keys()) await expect(rows.nth(index).locator('td').nth(2)).not.toBeEmpty();
  await expect(page.getByText(text.range, { exact: true })).toBeVisible();
  // The page is the import, not a record named "import".
  const trail = page.getByRole('navigation', { name: text.breadcrumb });
  await expect(trail.getByRole('listitem').last()).toHaveText(text.page[1]);
  await expect(trail).toContainText(text.page[0]);
  await expect(trail).not.toContainText('#import');
}

/** The dry run's report at desktop and phone widths: the page and the report's pager fit the phone. */
async function screenshots(page: Page, locale: Locale) {
  const pager = page.locator('.MuiTablePagination-root');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    const next = await pager.getByRole('button', { name: LABELS[locale].next }).boundingBox();
    const shown = await pager.boundingBox();
    expect(next && shown && next.x >= shown.x && next.x + next.width <= shown.x + shown.width).toBe(true);
    // Every column's select of the Columns table within the screen, none cut by the card.
    const selectsInside = await page
      .getByRole('combobox')
      .evaluateAll((all) =>
        all.every(
          (e) => e.getBoundingClientRect().left >= 0 && e.getBoundingClientRect().right <= innerWidth,
        ),
      );
    expect(selectsInside).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/import-${locale}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a Kobo .xlsx of 500 registrations with 3 bad rows: dry run in fr and ar, the valid rows committed and counted', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@example.com', 'demo1234');
  const file = await koboRegistrations(await demoChoices(page), ROWS, BAD);
  expect(BAD_ROW_KINDS).toHaveLength(BAD.length);
  const before = await dashboardTotal(page);

  for (const locale of ['fr', 'en', 'ar'] as const) {
    await openImport(page, locale, file);
    await dryRun(page, locale);
    await screenshots(page, locale);
  }
  // A dry run writes nothing.
  await page.evaluate(() => localStorage.setItem('ah_locale', 'en'));
  expect(await dashboardTotal(page)).toBe(before);

  await openImport(page, 'fr', file);
  await page.getByRole('radio', { name: 'N’écrire que les lignes valides' }).check();
  await dryRun(page, 'fr');
  await page.getByRole('button', { name: 'Valider l’import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import validé' })).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByText(/^Créé : 497$/)).toBeVisible();

  await page.evaluate(() => localStorage.setItem('ah_locale', 'en'));
  await expect.poll(() => dashboardTotal(page), { timeout: 120_000 }).toBe(before + ROWS - BAD.length);
});
