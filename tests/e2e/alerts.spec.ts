/**
 * Early warning end to end (issue 11, "Done when"): a notifiable-disease report created through the API, as
 * the mobile app files it, raises a notification on the provincial RSE's bell within 5 s and an email in
 * their language on a real SMTP server; their dashboard lists the alert and outlines their province on the
 * map; they open it and acknowledge the alert with a note.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ALERT_OUTLINE } from '../../src/dashboard/map/alertOutline';
import { freePort, type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { type ApiClient, apiAs, DEMO_PASSWORD } from './support/api-client';
import { drawWholeDashboard } from './support/dashboard';
import { type RunningServer, startServer } from './support/server';
import { expect, test } from './support/test';
import { stubTiles } from './support/tiles';

const PASSWORD = DEMO_PASSWORD;
const RSE_PROVINCE = 'rse-province@example.com';

const filter = (values: object) => `filter=${encodeURIComponent(JSON.stringify(values))}`;

/** A village of Hadjer-Lamis, the provincial RSE's province, walking down the hierarchy. */
async function villageOfHadjerLamis(get: (path: string) => Promise<{ id: number }[]>) {
  const [province] = await get(`/api/provinces?${filter({ q: 'Hadjer' })}`);
  const [department] = await get(`/api/departments?${filter({ province_id: province!.id })}`);
  const [municipality] = await get(`/api/municipalities?${filter({ department_id: department!.id })}`);
  const [village] = await get(`/api/villages?${filter({ municipality_id: municipality!.id })}`);
  return { province: province!.id, village: village!.id };
}

/** How many open alerts of a province the viewer's alerts list holds (its Content-Range total). */
async function openAlertsOf(client: ApiClient, province: number): Promise<number> {
  const response = await client.api.get(
    `/api/alerts?${filter({ status: 'open', province_id: province })}&range=${encodeURIComponent('[0,0]')}`,
  );
  expect(response.status()).toBe(200);
  return Number(response.headers()['content-range']?.split('/')[1]);
}

/** Each language: its code, its name in the menu, the map's Areas view and its table button. */
const LANGUAGES = [
  ['fr', 'Français', 'Zones', 'Afficher les zones en tableau'],
  ['en', 'English', 'Areas', 'Show the areas as a table'],
  ['ar', 'العربية', 'المناطق', 'عرض المناطق في جدول'],
] as const;

async function chooseLanguage(page: Page, label: string, language: string): Promise<void> {
  await page.getByRole('button', { name: /^(language|langue|اللغة)$/i }).click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * `ALERTS_SCREENSHOTS=1` refreshes docs/screenshots/{name}-{language}-{width}.png, one part of the page at a
 * desktop and a phone width; otherwise the pictures go to test-results, still proving the parts render.
 */
async function screenshots(page: Page, part: Locator, name: string, language: string): Promise<void> {
  const folder = process.env.ALERTS_SCREENSHOTS ? 'docs/screenshots' : 'test-results/e2e';
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await part.scrollIntoViewIfNeeded();
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
    await expect(part.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
    await part.screenshot({
      path: `${folder}/${name}-${language}-${width}.png`,
      animations: 'disabled',
      // The sticky header would cover the part's top once it is scrolled to; tiles still fading in would
      // show as darker bands.
      style: 'header { visibility: hidden !important; } .leaflet-tile { opacity: 1 !important; }',
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('early warning', () => {
  const root = resolve(import.meta.dirname, '..', '..');
  let mailbox: SmtpInbox;
  let server: RunningServer;
  let folder: string;
  const clients: APIRequestContext[] = [];

  // Its own server, so the alert's mail goes to this test's SMTP server.
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    mailbox = await startSmtpInbox();
    folder = mkdtempSync(join(tmpdir(), 'e2e-alerts-'));
    server = await startServer({
      root,
      port: await freePort(),
      dataDir: join(folder, 'data'),
      seeded: true,
      smtpUrl: mailbox.url,
    });
  });

  test.afterAll(async () => {
    for (const client of clients) await client.dispose();
    await server?.stop();
    await mailbox?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('a report through the API rings the provincial RSE’s bell within 5 s, mails them, and is acknowledged', async ({
    page,
  }) => {
    test.setTimeout(process.env.ALERTS_SCREENSHOTS ? 300_000 : 150_000);
    const admin = await apiAs(server.url, 'admin@example.com');
    const agent = await apiAs(server.url, 'agent@example.com');
    clients.push(admin.api, agent.api);

    // A notifiable disease of its own, and the rule: any case, counted per province, for the RSE role.
    const disease = await (
      await admin.post('/api/diseases', { name: 'Peste porcine africaine (e2e)' })
    ).json();
    const [rse] = await admin.get(`/api/roles?${filter({ q: 'RSE' })}`);
    const rule = await admin.post('/api/alert_rules', {
      name: 'PPA : tout cas',
      kind: 'any_case',
      disease_id: disease.id,
      level: 'provinces',
      role_ids: [rse.id],
    });
    expect(rule.status(), await rule.text()).toBe(201);
    const { province, village } = await villageOfHadjerLamis(agent.get);
    const [specie] = await agent.get('/api/species');

    await stubTiles(page);
    // This spec's own server, not the suite's (signIn's relative /login would go there).
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: /^(username|email)/i }).fill(RSE_PROVINCE);
    await page.getByRole('textbox', { name: /^password/i }).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.evaluate(() => localStorage.setItem('ah_locale', 'fr'));
    await page.goto(`${server.url}/dashboard`);
    // The demo's own rules may have raised alerts already (the periodic sweep): start from none unread.
    const officer = await apiAs(server.url, RSE_PROVINCE);
    clients.push(officer.api);
    const bell = page.getByTestId('notification-bell');
    // The sweep started with the server may still be raising them: mark read again until none is left.
    await expect(async () => {
      expect((await officer.post('/api/notifications/read-all', {})).status()).toBe(200);
      await expect(bell).toHaveAccessibleName('Notifications : 0 non lue', { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    const created = await agent.post('/api/registrations', {
      specie_id: specie.id,
      village_id: village,
      disease_ids: [disease.id],
      maleNumber: 3,
      femaleNumber: 4,
      coordinates: { lat: 12.6, lng: 15.3 },
    });
    expect(created.status()).toBe(201);
    // The demo's sweep may still raise an alert of its own for the officer meanwhile, which the bell counts
    // too (seen in CI: "2 non lues"): the bell rings, and this rule's notification is there, once.
    await expect(bell).toHaveAccessibleName(/^Notifications : [1-9]\d* non lues?$/, { timeout: 5000 });
    const ofThisRule = async () => {
      const { data } = await officer.get('/api/notifications?unread=1');
      return (data as { rule: string }[]).filter((notification) => notification.rule === 'PPA : tout cas');
    };
    expect(await ofThisRule()).toHaveLength(1);

    // The email, in the recipient's language (French, the demo accounts' choice). The demo's own rules
    // may mail them too, late (the sweep's alerts are mailed by the queue): only this rule's mail counts.
    const mailsOfThisRule = () =>
      mailbox.mails.filter(
        (m) => m.to === RSE_PROVINCE && m.subject.includes('Peste porcine africaine (e2e)'),
      );
    await expect.poll(() => mailsOfThisRule().length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsOfThisRule();
    expect(mail?.subject).toMatch(
      /^Alerte : Peste porcine africaine \(e2e\) à Hadjer-Lamis \(semaine \d{4}-W\d{2}\)$/,
    );
    expect(mail?.body).toContain('La règle « PPA : tout cas » a déclenché une alerte : 1 cas');

    await test.step('the dashboard lists the alert and outlines the province on the map', async () => {
      await page.goto(`${server.url}/dashboard`);
      await drawWholeDashboard(page);
      const card = page.getByTestId('dashboard-alerts');
      const latest = card.getByRole('listitem').filter({ hasText: 'Peste porcine africaine (e2e)' });
      await expect(latest).toContainText('Hadjer-Lamis');
      await expect(latest).toContainText('1 cas');

      // The provincial RSE's Areas view holds their province alone, outlined as holding open alerts.
      const map = page.getByRole('region', { name: /Carte des enregistrements/ });
      await map.getByRole('button', { name: 'Zones', exact: true }).click();
      await expect(map.getByLabel('Entourer les zones ayant des alertes ouvertes')).toBeChecked();
      const outlines = map.locator('path.leaflet-interactive');
      await expect(outlines).toHaveCount(1);
      await expect(outlines).toHaveAttribute('stroke', ALERT_OUTLINE.color);
      await expect(outlines).toHaveAttribute('stroke-width', String(ALERT_OUTLINE.weight));
      await expect(outlines).toHaveAttribute('stroke-dasharray', ALERT_OUTLINE.dashArray);
      await expect(map.getByRole('figure').getByRole('listitem').last()).toHaveText('Alertes ouvertes');

      // Its text alternative: the province's open alerts (the demo's sweep may have raised some before),
      // as many as the alerts list holds, opening that list.
      await map.getByRole('button', { name: 'Afficher les zones en tableau' }).click();
      const row = map.getByRole('table').getByRole('row', { name: /Hadjer-Lamis/ });
      const open = await openAlertsOf(officer, province);
      expect(open).toBeGreaterThanOrEqual(1);
      await expect(row.getByRole('cell').last()).toHaveText(String(open));

      await row.getByRole('link', { name: String(open) }).click();
      await expect(page).toHaveURL(/\/alerts\/index\?/);
      await expect(page.getByRole('row')).toHaveCount(open + 1);
      await expect(
        page.getByRole('row', { name: /Peste porcine africaine \(e2e\).*Hadjer-Lamis/ }),
      ).toBeVisible();
    });

    if (process.env.ALERTS_SCREENSHOTS)
      await test.step('screenshots: the open-alerts card, the alert layer and its table, My areas', async () => {
        await page.goto(`${server.url}/dashboard`);
        for (const [language, label, areas, showTable] of LANGUAGES) {
          await chooseLanguage(page, label, language);
          await drawWholeDashboard(page);
          await screenshots(page, page.getByTestId('dashboard-alerts'), 'dashboard-alerts', language);
          const map = page.locator('section').filter({ has: page.locator('.leaflet-container') });
          const view = map.getByRole('button', { name: areas, exact: true });
          if ((await view.getAttribute('aria-pressed')) !== 'true') await view.click();
          await map.getByRole('button', { name: showTable }).click();
          await screenshots(page, map, 'alert-layer', language);
        }
        await page.goto(`${server.url}/profile`);
        const card = page.locator('.MuiCardContent-root').filter({ has: page.locator('#my-areas-label') });
        for (const [language, label] of LANGUAGES) {
          await chooseLanguage(page, label, language);
          await expect(card.getByRole('listitem')).toContainText('Hadjer-Lamis');
          await screenshots(page, card, 'my-areas', language);
        }
        await chooseLanguage(page, 'Français', 'fr');
      });

    // From the bell to the alert, acknowledged with a note. Opening it reads it: the bell counts one less.
    const unreadBefore = await bell.getAttribute('aria-label');
    await bell.click();
    await page.getByRole('menuitem', { name: /PPA : tout cas : 1 cas de Peste porcine africaine/ }).click();
    await expect(page).toHaveURL(/\/alerts\/index\/\d+\/show$/);
    await expect.poll(async () => (await ofThisRule()).length).toBe(0);
    await expect(bell).not.toHaveAccessibleName(unreadBefore ?? '');
    // The national rule that alerted them is readable to the provincial officer: the alert names it.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'PPA : tout cas', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Prendre en compte', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Équipe vétérinaire envoyée sur place');
    await dialog.getByRole('button', { name: 'Prendre en compte', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Équipe vétérinaire envoyée sur place').first()).toBeVisible();
    await expect(page.getByText('Prise en compte').first()).toBeVisible();
  });
});
