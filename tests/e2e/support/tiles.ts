import type { Page } from '@playwright/test';

/** Tiles come from the internet, which the tests do not have: answer them at once, empty. */
export async function stubTiles(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
}
