/**
 * The review workflow end to end: a field agent files a report through the API as the mobile app does,
 * a reviewer sends it back from the show screen, the agent reads the comment and resubmits a correction
 * through the API, the reviewer verifies it; in French, English and Arabic.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/admin';
import { apiAs, DEMO_PASSWORD } from './support/api-client';

const PASSWORD = DEMO_PASSWORD;
const LABELS = {
  fr: {
    sendBack: 'Renvoyer',
    verify: 'Valider',
    returned: 'Renvoyé',
    finished: 'Terminé',
    reason: /Motif/,
    history: 'Historique de la validation',
  },
  en: {
    sendBack: 'Send back',
    verify: 'Verify',
    returned: 'Sent back',
    finished: 'Finished',
    reason: /Reason/,
    history: 'Review history',
  },
  ar: {
    sendBack: 'إعادة إلى المُبلّغ',
    verify: 'تحقق',
    returned: 'مُعاد',
    finished: 'مكتمل',
    reason: /السبب/,
    history: 'سجل المراجعة',
  },
} as const;

async function fileReport(api: APIRequestContext, xsrf: string) {
  const first = async (path: string) => (await (await api.get(path)).json())[0];
  const [specie, village, disease] = await Promise.all([
    first('/api/species'),
    first('/api/villages'),
    first('/api/diseases'),
  ]);
  const created = await api.post('/api/registrations', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      specie_id: specie.id,
      village_id: village.id,
      disease_ids: [disease.id],
      maleNumber: 2,
      femaleNumber: 3,
      coordinates: { lat: 12.11, lng: 15.04 },
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; ref: string };
}

async function openAs(page: Page, locale: string, path: string) {
  await signIn(page, 'rse@example.com', PASSWORD);
  await page.evaluate((chosen) => localStorage.setItem('ah_locale', chosen), locale);
  await page.goto(path);
}

async function runAction(page: Page, button: string, comment?: { label: RegExp; text: string }) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (comment) await dialog.getByRole('textbox', { name: comment.label }).fill(comment.text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** `WORKFLOW_SCREENSHOTS=1 npm run test:e2e -- review.spec.ts` refreshes docs/screenshots/review-*. */
async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('button', { name: /./ }).first().waitFor();
    await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

for (const locale of ['fr', 'en', 'ar'] as const) {
  test(`a report is sent back, corrected through the API and verified (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const text = LABELS[locale];
    const { api, xsrf } = await apiAs(String(baseURL), 'agent@example.com');
    const report = await fileReport(api, xsrf);
    const show = `/registrations/index/${report.id}/show`;
    const comment = `Recount the females (${locale})`;

    await test.step('the reviewer sends it back with a reason', async () => {
      await openAs(page, locale, show);
      await expect(page.getByText(report.ref).first()).toBeVisible();
      if (process.env.WORKFLOW_SCREENSHOTS) await screenshots(page, `review-${locale}`);
      await runAction(page, text.sendBack, { label: text.reason, text: comment });
      await expect(page.getByText(text.returned).first()).toBeVisible();
      await expect(page.getByRole('region', { name: text.history }).getByText(comment)).toBeVisible();
    });

    await test.step('the agent reads the comment and resubmits a correction', async () => {
      const mine = await (await api.get(`/api/registrations/${report.id}`)).json();
      expect(mine).toMatchObject({ status: 'returned', review_comment: comment });
      const resubmitted = await api.post(`/api/registrations/${report.id}/resubmit`, {
        headers: { 'X-XSRF-TOKEN': xsrf },
        data: { femaleNumber: 4, comment: 'Recounted' },
      });
      expect(resubmitted.status()).toBe(200);
    });

    await test.step('the reviewer verifies it; the history tells every step', async () => {
      await page.reload();
      await runAction(page, text.verify);
      await expect(page.getByText(text.finished).first()).toBeVisible();
      await expect(page.getByRole('button', { name: text.verify, exact: true })).toHaveCount(0);
      const history = page.getByRole('region', { name: text.history });
      await expect(history.getByRole('listitem')).toHaveCount(3);
      await expect(history.getByText('Recounted')).toBeVisible();
      if (process.env.WORKFLOW_SCREENSHOTS)
        await page.screenshot({ path: `docs/screenshots/review-history-${locale}-1440.png`, fullPage: true });
    });
    await api.dispose();
  });
}
