/**
 * Accounts and access control in the browser (issue 3, "Done when"): what each demo account may see,
 * the active-role switch, and the whole password reset with the code read from a real SMTP server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { signIn } from './support/admin';
import { type RunningServer, startServer } from './support/server';
import { expect, test } from './support/test';

const PASSWORD = 'demo1234';

const MENU = {
  home: ['Home'],
  administration: ['Administration', 'Users', 'Roles and permissions', 'Audit log'],
  locations: ['Locations', 'Provinces', 'Departments', 'Municipalities', 'Villages'],
  animals: ['Animals', 'Diseases', 'Species', 'Breeds'],
  registrations: ['Registrations'],
  /** Reviewers (validate registration, alerts) get the group: registrations, outbreaks, alerts, rules. */
  review: ['Registrations', 'Registrations', 'Outbreaks', 'Alerts', 'Alert rules'],
};

const LISTS = [
  '/administration/users',
  '/administration/roles',
  '/locations/provinces',
  '/locations/villages',
  '/animals/diseases',
  '/animals/species',
  '/registrations/index',
];

/** The entries of the sidebar, group headers and the pages inside them, folded or not. */
async function menuEntries(page: Page): Promise<string[]> {
  const items = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('menuitem', { includeHidden: true });
  await expect(items.first()).toBeAttached();
  return items.evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
}

/** Opens a list screen and tells whether it showed (true) or the in-place 401 page (false). */
async function opens(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  const list = page.locator('.RaList-main');
  const denied = page.getByRole('heading', { name: 'Access denied' });
  await expect(list.or(denied)).toBeVisible();
  return list.isVisible();
}

const ACCOUNTS = [
  {
    email: 'admin@example.com',
    menu: [...MENU.home, ...MENU.administration, ...MENU.locations, ...MENU.animals, ...MENU.review],
    lists: LISTS,
  },
  {
    email: 'editor@example.com',
    menu: [...MENU.home, ...MENU.locations, ...MENU.animals, ...MENU.registrations],
    lists: LISTS.filter((path) => !path.startsWith('/administration')),
  },
  { email: 'rse@example.com', menu: [...MENU.home, ...MENU.review], lists: ['/registrations/index'] },
  { email: 'decideur@example.com', menu: MENU.home, lists: [] },
];

for (const account of ACCOUNTS) {
  test(`${account.email} gets exactly its menu entries and routes`, async ({ page }) => {
    await signIn(page, account.email, PASSWORD);
    await expect.poll(() => menuEntries(page)).toEqual(account.menu);
    const opened: string[] = [];
    for (const path of LISTS) if (await opens(page, path)) opened.push(path);
    expect(opened).toEqual(account.lists);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  });
}

test('the field agent gets the guest screen on every path, and can sign out', async ({ page }) => {
  await signIn(page, 'agent@example.com', PASSWORD);
  for (const path of ['/', '/dashboard', '/profile', '/registrations/index', '/administration/users']) {
    await page.goto(path);
    await expect(page.getByText('Your account is active.')).toBeVisible();
    await expect(page.getByText('Please download the mobile app to use the service.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-out visitor is sent to the login page and brought back after signing in', async ({ page }) => {
  await page.goto('/locations/provinces?page=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Flocations%2Fprovinces%3Fpage%3D1$/);
  await page.getByRole('textbox', { name: /^Email or username/ }).fill(' Editor ');
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/locations\/provinces\?page=1$/);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
});

/** The radio shows the server's answer once the switch is done, so click and wait rather than `check()`. */
async function chooseRole(page: Page, role: string, from: string) {
  // The profile has loaded the user's current role before anything is clicked.
  await expect(page.getByRole('radio', { name: from })).toBeChecked();
  const radio = page.getByRole('radio', { name: role });
  await expect(radio).toBeEnabled();
  await radio.click();
  await expect(radio).toBeChecked();
}

test('RSE switches its active role on /profile and the menu follows at once', async ({ page }) => {
  await signIn(page, 'rse@example.com', PASSWORD);
  await page.goto('/profile');
  await expect.poll(() => menuEntries(page)).toEqual([...MENU.home, ...MENU.review]);
  await chooseRole(page, 'Décideur', 'RSE');
  await expect.poll(() => menuEntries(page)).toEqual(MENU.home);
  expect(await opens(page, '/registrations/index')).toBe(false);
  await page.goto('/profile');
  await chooseRole(page, 'RSE', 'Décideur');
  await expect.poll(() => menuEntries(page)).toEqual([...MENU.home, ...MENU.review]);
  expect(await opens(page, '/registrations/index')).toBe(true);
});

test.describe('password reset', () => {
  const root = resolve(import.meta.dirname, '..', '..');
  const email = 'decideur@example.com';
  let mailbox: SmtpInbox;
  let server: RunningServer;
  let folder: string;

  // Its own server, so the mail goes to this test's SMTP server and the demo password elsewhere stays.
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    mailbox = await startSmtpInbox();
    folder = mkdtempSync(join(tmpdir(), 'e2e-reset-'));
    const options: Parameters<typeof startServer>[0] & { smtpUrl: string } = {
      root,
      port: await freePort(),
      dataDir: join(folder, 'data'),
      seeded: true,
      smtpUrl: mailbox.url,
    };
    server = await startServer(options);
  });

  test.afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('walks email → code → new password → success, resends the code, and signs in with the new password', async ({
    page,
  }) => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    const first = await codeSentTo(mailbox, email);

    await page.getByRole('button', { name: 'Resend the code' }).click();
    await expect(page.getByText('A new code has been sent.')).toBeVisible();
    const code = await codeSentTo(mailbox, email, first);

    await page.getByRole('textbox', { name: /^Code/ }).fill(first === code ? '000000' : first);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('This code is invalid or has expired')).toBeVisible();
    await page.getByRole('textbox', { name: /^Code/ }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByRole('textbox', { name: /^New password/ }).fill('fresh-secret');
    await page.getByRole('textbox', { name: /^Confirm password/ }).fill('fresh-secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('textbox', { name: /^Email or username/ }).fill(email);
    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Password/ }).fill('fresh-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });
});

/** The 6-digit code of the newest mail to `to` (other than `previous`), waiting for it to arrive. */
async function codeSentTo(mailbox: SmtpInbox, to: string, previous?: string): Promise<string> {
  const codes = () =>
    mailbox.mails.filter((mail) => mail.to === to).map((mail) => /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '');
  const count = previous === undefined ? 0 : codes().lastIndexOf(previous) + 1;
  await expect
    .poll(() => codes().length, {
      message: `a reset mail to ${to} (the e2e server must send through options.smtpUrl)`,
      timeout: 15_000,
    })
    .toBeGreaterThan(count);
  return codes().at(-1) ?? '';
}
