/**
 * Early warning end to end (issue 11, "Done when"): a notifiable-disease report created through the API, as
 * the mobile app files it, raises a notification on the provincial RSE's bell within 5 s and an email in
 * their language on a real SMTP server; they open it and acknowledge the alert with a note.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { freePort, type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { apiAs, DEMO_PASSWORD } from './support/api-client';
import { type RunningServer, startServer } from './support/server';
import { expect, test } from './support/test';

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
    test.setTimeout(120_000);
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
    const { village } = await villageOfHadjerLamis(agent.get);
    const [specie] = await agent.get('/api/species');

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
    expect((await officer.post('/api/notifications/read-all', {})).status()).toBe(200);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications : 0 non lue');

    const created = await agent.post('/api/registrations', {
      specie_id: specie.id,
      village_id: village,
      disease_ids: [disease.id],
      maleNumber: 3,
      femaleNumber: 4,
      coordinates: { lat: 12.6, lng: 15.3 },
    });
    expect(created.status()).toBe(201);
    await expect(bell).toHaveAccessibleName('Notifications : 1 non lue', { timeout: 5000 });

    // The email, in the recipient's language (French, the demo accounts' choice).
    await expect
      .poll(() => mailbox.mails.filter((m) => m.to === RSE_PROVINCE).length, { timeout: 20_000 })
      .toBe(1);
    const mail = mailbox.mails.find((m) => m.to === RSE_PROVINCE)!;
    expect(mail.subject).toMatch(
      /^Alerte : Peste porcine africaine \(e2e\) à Hadjer-Lamis \(semaine \d{4}-W\d{2}\)$/,
    );
    expect(mail.body).toContain('La règle « PPA : tout cas » a déclenché une alerte : 1 cas');

    // From the bell to the alert, acknowledged with a note.
    await bell.click();
    await page.getByRole('menuitem', { name: /PPA : tout cas : 1 cas de Peste porcine africaine/ }).click();
    await expect(page).toHaveURL(/\/alerts\/index\/\d+\/show$/);
    await expect(bell).toHaveAccessibleName('Notifications : 0 non lue');
    await page.getByRole('button', { name: 'Prendre en compte', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Équipe vétérinaire envoyée sur place');
    await dialog.getByRole('button', { name: 'Prendre en compte', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Équipe vétérinaire envoyée sur place').first()).toBeVisible();
    await expect(page.getByText('Prise en compte').first()).toBeVisible();
  });
});
