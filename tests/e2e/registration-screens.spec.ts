/**
 * The registration screens (issue 13 item 3): a registration placed by a click on the map (no typed
 * coordinates) saves the clicked position; the list fits 1280 px without scrolling sideways.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/admin';
import { apiAnswered, watchApiRequests } from './support/api-requests';

const SHOTS = process.env.REGISTRATION_SHOTS;

async function stubTiles(page: Page) {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
}

/** Opens a picker and takes its first option. */
async function pickFirst(page: Page, label: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

const inputNumber = async (page: Page, label: RegExp) =>
  Number(await page.getByRole('spinbutton', { name: label }).inputValue());

test.beforeEach(async ({ page }) => {
  await stubTiles(page);
  await signIn(page, 'admin@example.com', 'demo1234');
});

test('a registration placed by a click on the map saves the clicked coordinates', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/registrations/index/create');
  await pickFirst(page, /^Species/);
  await pickFirst(page, /^Diseases/);
  await pickFirst(page, /^Province/);
  await pickFirst(page, /^Department/);
  await pickFirst(page, /^Municipality/);
  await pickFirst(page, /^Village/);

  // The village's position starts the coordinates and brings the map there.
  await expect.poll(() => inputNumber(page, /^Latitude/)).not.toBe(0);
  const village = { lat: await inputNumber(page, /^Latitude/), lng: await inputNumber(page, /^Longitude/) };
  const map = page.getByTestId('coordinates-map');
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  const click = { x: box.x + box.width / 2 + 80, y: box.y + box.height / 2 + 50 };
  await page.mouse.click(click.x, click.y);

  await expect.poll(() => inputNumber(page, /^Latitude/)).not.toBe(village.lat);
  const placed = { lat: await inputNumber(page, /^Latitude/), lng: await inputNumber(page, /^Longitude/) };
  // South-east of the village: the click was below and to the right of the map's centre.
  expect(placed.lat).toBeLessThan(village.lat);
  expect(placed.lng).toBeGreaterThan(village.lng);
  // The pin stands where the click was (its tip is the bottom centre of the icon).
  const pin = await page.locator('.coordinates-pin').boundingBox();
  if (!pin) throw new Error('no pin');
  expect(Math.abs(pin.x + pin.width / 2 - click.x)).toBeLessThan(3);
  expect(Math.abs(pin.y + pin.height - click.y)).toBeLessThan(3);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-form-en-1440.png`, fullPage: true });

  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/registrations',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  expect((await response.json()).coordinates).toEqual(placed);
});

test('the list shows every column without scrolling sideways at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  watchApiRequests(page);
  await page.goto('/registrations/index');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // Names and chips arrive after the rows: measure once they are in.
  await expect(page.locator('td.column-disease_ids .MuiChip-root').first()).toBeVisible();
  await apiAnswered(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-list-en-1280.png` });
  const measure = () =>
    page.evaluate(() => {
      const wide = [...document.querySelectorAll<HTMLElement>('main, main *')].filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
      );
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        scrollers: wide.map(
          (el) => `${el.tagName}.${el.className}`.slice(0, 60) + ` by ${el.scrollWidth - el.clientWidth}px`,
        ),
      };
    });
  await expect.poll(measure).toEqual({ page: 0, scrollers: [] });
  const headers = await page.locator('thead th').allTextContents();
  for (const name of ['Reference', 'Species', 'Breed', 'Diseases', 'Males', 'Females', 'Status', 'Village'])
    expect(headers.join('|')).toContain(name);
  // Every row's actions are on screen.
  const actions = page.locator('tbody tr').first().locator('td').last();
  const cell = await actions.boundingBox();
  expect(cell && cell.x + cell.width).toBeLessThanOrEqual(1280);
});
