import { expect, type Page } from '@playwright/test';

/**
 * Scrolls to each part of the dashboard still waiting to be drawn, as a reader would, then back to the
 * top: its map and charts are drawn only when the user comes near them (src/dashboard/WhenNearViewport.tsx).
 * Resolves once no part is left waiting.
 */
export async function drawWholeDashboard(page: Page): Promise<void> {
  // The summary's first answer: a minute, as a server on a shared 2-core machine may take.
  await expect(page.getByTestId('dashboard-totals')).toBeVisible({ timeout: 60_000 });
  const waiting = page.locator('[data-near-viewport="waiting"]');
  await expect(async () => {
    if ((await waiting.count()) > 0) await waiting.first().scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(waiting).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
