/**
 * The registrations list past EXACT_TOTAL_LIMIT rows (issue 14): the total is the planner's estimate and
 * the pagination says "about" it in the reader's language; next and previous continue from the cursor of
 * the page next to the one asked for (keyset), and show the same rows as the page read by its offset.
 */
import { expect, type Page, test } from '@playwright/test';
import { aboutNumber } from '../../src/screens/list/aboutNumber';
import { signIn } from './support/admin';

const SHOTS = process.env.LIST_SHOTS;
const PAGE_SIZE = 10;

interface ListAnswer {
  cursor: string | null;
  range: [number, number];
  total: number;
  estimated: boolean;
  refs: string[];
}

/** The next answer of `GET /api/registrations`, with what was asked (range, cursor) and answered. */
async function nextListAnswer(page: Page, act: () => Promise<void>): Promise<ListAnswer> {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/registrations',
  );
  await act();
  const response = await answered;
  expect(response.status()).toBe(200);
  const url = new URL(response.url());
  const headers = response.headers();
  const rows = (await response.json()) as { ref: string }[];
  return {
    cursor: url.searchParams.get('cursor'),
    range: JSON.parse(url.searchParams.get('range') ?? '[]'),
    total: Number((headers['content-range'] ?? '').split('/').pop()),
    estimated: headers['x-total-estimated'] === 'true',
    refs: rows.map((row) => row.ref),
  };
}

/** The same page read by its offset, without a cursor. */
async function byOffset(page: Page, range: [number, number]): Promise<string[]> {
  const query = new URLSearchParams({
    sort: JSON.stringify(['created_at', 'DESC']),
    range: JSON.stringify(range),
    filter: '{}',
  });
  const response = await page.request.get(`/api/registrations?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { ref: string }[]).map((row) => row.ref);
}

/** Whether a cursor continues after a page or before it (it is base64url JSON: { after } or { before }). */
const cursorDirection = (cursor: string | null) =>
  Object.keys(JSON.parse(Buffer.from(cursor ?? '', 'base64url').toString('utf8')))[0];

const shownRefs = (page: Page) => page.locator('tbody td.column-ref').allTextContents();

const displayedRows = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

async function chooseLanguage(page: Page, language: string, lang: string) {
  await page.getByRole('button', { name: /^(language|langue|اللغة)$/i }).click();
  await page.getByRole('menuitem', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  await signIn(page, 'admin@example.com', 'demo1234');
});

test('an estimated total is said "about", next and previous pages come from cursors', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = await nextListAnswer(page, async () => {
    await page.goto('/registrations/index');
  });
  // The demo holds more registrations than the list counts exactly.
  expect(first.estimated).toBe(true);
  expect(first.cursor).toBeNull();
  expect(first.total).toBeGreaterThan(1000);
  await expect(displayedRows(page)).toHaveText(`1–${PAGE_SIZE} of about ${aboutNumber(first.total, 'en')}`);
  await expect.poll(() => shownRefs(page)).toEqual(first.refs);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-about-en-1280.png` });

  const next = page.getByRole('button', { name: 'Go to next page' });
  const previous = page.getByRole('button', { name: 'Go to previous page' });
  await expect(previous).toBeDisabled();

  const second = await nextListAnswer(page, () => next.click());
  expect(cursorDirection(second.cursor)).toBe('after');
  expect(second.range).toEqual([PAGE_SIZE, 2 * PAGE_SIZE - 1]);
  await expect.poll(() => shownRefs(page)).toEqual(second.refs);
  await expect(displayedRows(page)).toHaveText(
    `${PAGE_SIZE + 1}–${2 * PAGE_SIZE} of about ${aboutNumber(second.total, 'en')}`,
  );
  expect(second.refs).toEqual(await byOffset(page, second.range));
  expect(second.refs.some((ref) => first.refs.includes(ref))).toBe(false);

  const third = await nextListAnswer(page, () => next.click());
  expect(third.cursor).not.toBeNull();
  expect(third.cursor).not.toBe(second.cursor);
  expect(third.refs).toEqual(await byOffset(page, third.range));

  // Back to page 2: continued from page 1's cursor (remembered), the same rows as before.
  const back = await nextListAnswer(page, () => previous.click());
  expect(back.cursor).toBe(second.cursor);
  expect(back.range).toEqual(second.range);
  expect(back.refs).toEqual(second.refs);
  await expect.poll(() => shownRefs(page)).toEqual(second.refs);

  // Page 1 needs no cursor.
  const home = await nextListAnswer(page, () => previous.click());
  expect(home.cursor).toBeNull();
  expect(home.refs).toEqual(first.refs);
  await expect(previous).toBeDisabled();
});

test('previous from a page opened by its address reads backwards from that page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const params = new URLSearchParams({
    page: '4',
    perPage: String(PAGE_SIZE),
    sort: 'created_at',
    order: 'DESC',
  });
  // A page opened by its address knows no neighbour: it is read by its offset (a near page).
  const fourth = await nextListAnswer(page, async () => {
    await page.goto(`/registrations/index?${params}`);
  });
  expect(fourth.cursor).toBeNull();
  expect(fourth.range).toEqual([3 * PAGE_SIZE, 4 * PAGE_SIZE - 1]);
  await expect(displayedRows(page)).toHaveText(
    `${3 * PAGE_SIZE + 1}–${4 * PAGE_SIZE} of about ${aboutNumber(fourth.total, 'en')}`,
  );

  const third = await nextListAnswer(page, () =>
    page.getByRole('button', { name: 'Go to previous page' }).click(),
  );
  expect(third.cursor).not.toBeNull();
  expect(cursorDirection(third.cursor)).toBe('before');
  expect(third.range).toEqual([2 * PAGE_SIZE, 3 * PAGE_SIZE - 1]);
  expect(third.refs).toEqual(await byOffset(page, third.range));
  await expect.poll(() => shownRefs(page)).toEqual(third.refs);
});

test('the estimated total in French and Arabic, desktop and phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const answer = await nextListAnswer(page, async () => {
    await page.goto('/registrations/index');
  });
  await expect(displayedRows(page)).toBeVisible();
  try {
    await chooseLanguage(page, 'Français', 'fr');
    await expect(displayedRows(page)).toHaveText(
      `1–${PAGE_SIZE} sur environ ${aboutNumber(answer.total, 'fr')}`,
    );
    await expect(page.getByRole('button', { name: 'Aller à la prochaine page' })).toBeEnabled();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-about-fr-1280.png` });
    await chooseLanguage(page, 'العربية', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(displayedRows(page)).toHaveText(
      `1–${PAGE_SIZE} من حوالي ${aboutNumber(answer.total, 'ar')}`,
    );
    const next = page.getByRole('button', { name: 'الانتقال إلى الصفحة التالية' });
    await expect(next).toBeEnabled();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-about-ar-1280.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(displayedRows(page)).toBeVisible();
    // No page-size picker on a phone: the count and the arrows fit the screen's width.
    await expect(page.getByText('عدد الصفوف في الصفحة:')).toHaveCount(0);
    for (const part of [displayedRows(page), next]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const second = await nextListAnswer(page, () => next.click());
    expect(second.cursor).not.toBeNull();
    await expect(displayedRows(page)).toHaveText(
      `${PAGE_SIZE + 1}–${2 * PAGE_SIZE} من حوالي ${aboutNumber(second.total, 'ar')}`,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-about-ar-390.png`, fullPage: true });
  } finally {
    await chooseLanguage(page, 'English', 'en');
  }
});
