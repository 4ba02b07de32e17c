/**
 * An export refused because others are running (issue 14), as the reader sees it: on PostgreSQL at most
 * EXPORT_THREADS exports run at once (server/export/threaded-export.ts) and one more is answered 503 with
 * Retry-After; the list shows the server's message in the reader's language.
 *
 * The e2e server runs on PGlite, whose exports run in its own thread, uncapped: this spec needs a server on
 * PostgreSQL started with EXPORT_THREADS=1 and enough registrations that an export whose client stops
 * reading stays running (tens of thousands: more than the sockets' buffers hold), named by
 * EXPORT_BUSY_URL; it is skipped otherwise. EXPORT_BUSY_SHOTS: a folder for screenshots (1440 and 390 px).
 */
import type { Page } from '@playwright/test';
import { translate } from '../../i18n';
import { signIn } from './support/admin';
import { apiAs } from './support/api-client';
import { expect, test } from './support/test';

const BUSY = process.env.EXPORT_BUSY_URL;
const SHOTS = process.env.EXPORT_BUSY_SHOTS;
const LOCALES = ['fr', 'en', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

/** An export of every registration whose client reads its first bytes, then nothing: it keeps its place. */
async function holdAnExport(baseURL: string) {
  const { api } = await apiAs(baseURL, 'admin@example.com');
  const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // Not compressed: a compressed file of tens of thousands of rows fits in the sockets' buffers.
  const response = await fetch(`${baseURL}/api/registrations/export?format=csv`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  expect(response.status).toBe(200);
  const body = response.body?.getReader();
  if (!body) throw new Error('no body');
  expect((await body.read()).done).toBe(false);
  return {
    release: async () => {
      await body.cancel();
      await api.dispose();
    },
  };
}

async function exportFromTheList(page: Page, locale: Locale) {
  await page.evaluate((chosen) => localStorage.setItem('ah_locale', chosen), locale);
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/registrations');
  await page.goto('/registrations');
  await listed;
  const exportButton = page.getByRole('button', { name: translate(locale, 'app.export.label') });
  await expect(exportButton).toBeEnabled();
  await exportButton.click();
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/registrations/export');
  await page.getByRole('menuitem', { name: translate(locale, 'app.export.csv') }).click();
  return refused;
}

test.skip(!BUSY, 'needs a PostgreSQL server with EXPORT_THREADS=1 at EXPORT_BUSY_URL');
test.use({ baseURL: BUSY });

test.describe('an export refused while another runs', () => {
  test.setTimeout(180_000);

  for (const locale of LOCALES) {
    test(`says so in ${locale}, with when to try again`, async ({ page }) => {
      if (!BUSY) return;
      await page.setViewportSize({ width: 1440, height: 900 });
      const held = await holdAnExport(BUSY);
      try {
        await signIn(page, 'admin@example.com', 'demo1234');
        const refused = await exportFromTheList(page, locale);
        expect(refused.status()).toBe(503);
        expect(refused.headers()['retry-after']).toBe('30');
        const message = translate(locale, 'validation.exportsBusy', { seconds: 30 });
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/export-busy-${locale}-1440.png` });
          await page.setViewportSize({ width: 390, height: 844 });
          await exportFromTheList(page, locale);
          await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/export-busy-${locale}-390.png` });
        }
      } finally {
        await held.release();
      }
    });
  }
});
