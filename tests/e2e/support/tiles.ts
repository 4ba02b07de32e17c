import type { Page } from '@playwright/test';

/** A 1×1 PNG of the base map's land colour, which Leaflet stretches over each 256 px tile. */
const PLAIN_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Tiles come from the internet, which the tests do not have: answer them at once with a plain tile, so
 * the map shows a neutral background rather than its "base map unavailable" warning.
 */
export async function stubTiles(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PLAIN_TILE }),
  );
}
