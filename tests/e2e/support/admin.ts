import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers over react-admin's standard DOM, by role and accessible name. */

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|email)/i }).fill(email);
  await page.getByRole('textbox', { name: /^password/i }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  // Password hashing and the app's first load: a minute, as a shared 2-core machine may take.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
}

/** react-admin's notification (a MUI snackbar) with the given text. */
export function notification(page: Page, text: RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

export function searchBox(page: Page): Locator {
  return page
    .getByRole('textbox', { name: /search/i })
    .or(page.getByPlaceholder(/search/i))
    .first();
}

/** The body rows of the list's table that mention the text. */
export function rowsWith(page: Page, text: string): Locator {
  return page.locator('tbody').getByRole('row').filter({ hasText: text });
}

/** A form input by its label; the required marker ("Name *") may follow. */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: new RegExp(`^${label}\\b`, 'i') });
}

/** Clicks the action, then the confirmation dialog's confirm button when one opens. */
export async function clickAndConfirm(page: Page, action: Locator): Promise<void> {
  await action.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /confirm|delete|yes/i }).click();
  await expect(dialog).toBeHidden();
}
