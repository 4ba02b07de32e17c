/**
 * Bulk import in the browser (issue 12, "Done when"): a KoboToolbox-style .xlsx of 500 registrations with
 * 3 bad rows. The dry run reports exactly those rows, their messages in French and in Arabic (right to
 * left), and writes nothing; committing the valid rows writes 497 registrations, which the dashboard counts.
 */
import { expect, type Page, test } from '@playwright/test';
import { BAD_ROW_KINDS, type KoboChoices, koboRegistrations } from '../support/kobo-file';
import { signIn } from './support/admin';

const ROWS = 500;
/** 0-based data rows; the sheet's line is the index + 2 (the header is line 1). */
const BAD = [17, 250, 480];

const LABELS = {
  fr: {
    file: 'Fichier (CSV ou .xlsx)',
    dryRun: 'Simulation',
    dryRunDone: 'Simulation : rien n’a été écrit',
    onlyErrors: 'Seulement les lignes en erreur',
    error: 'Erreur',
    notFound: 'Introuvable : aucun enregistrement ne porte ce nom ou ce code',
  },
  ar: {
    file: 'الملف (CSV أو .xlsx)',
    dryRun: 'تشغيل تجريبي',
    dryRunDone: 'تشغيل تجريبي: لم يُكتب أي شيء',
    onlyErrors: 'الأسطر الخاطئة فقط',
    error: 'خطأ',
    notFound: 'غير موجود: لا يوجد سجل بهذا الاسم أو الرمز',
  },
} as const;

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

async function openImport(page: Page, locale: 'fr' | 'ar', file: Buffer) {
  await page.evaluate((chosen) => localStorage.setItem('ah_locale', chosen), locale);
  await page.goto('/registrations/index/import');
  await page.getByLabel(LABELS[locale].file).setInputFiles({
    name: 'repimat-kobo.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
}

/** Runs the dry run and checks the report: 497 to create, the 3 bad rows by line, in the screen's language. */
async function dryRun(page: Page, locale: 'fr' | 'ar') {
  const text = LABELS[locale];
  await page.getByRole('button', { name: text.dryRun, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text.dryRunDone })).toBeVisible({
    timeout: 120_000,
  });
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByText(new RegExp(`^${text.error} : 3$`))).toBeVisible();
  await page.getByLabel(text.onlyErrors).check();
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows).toHaveCount(BAD.length);
  const lines = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent?.trim()));
  expect(lines).toEqual(BAD.map((i) => String(i + 2)));
  // The unknown village's message, translated; every bad row says what is wrong.
  await expect(rows.nth(0)).toContainText(text.notFound);
  for (const index of BAD.keys()) await expect(rows.nth(index).locator('td').nth(2)).not.toBeEmpty();
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

  await openImport(page, 'fr', file);
  await dryRun(page, 'fr');
  await page.screenshot({ path: 'test-results/e2e/import-fr-1440.png', fullPage: true });

  await openImport(page, 'ar', file);
  await dryRun(page, 'ar');
  await page.screenshot({ path: 'test-results/e2e/import-ar-1440.png', fullPage: true });
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
