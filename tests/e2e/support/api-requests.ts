/**
 * When a page's requests to the API have been answered. Not Playwright's `networkidle`: the bell asks for the
 * unread count every 2 s (`UNREAD_POLL_MS`), so on a loaded machine a page may never go the half second
 * without a request that `networkidle` waits for (a drawn dashboard waited 30 s for it in one CI run).
 */
import { expect, type Page, type Request } from '@playwright/test';

const inFlight = new WeakMap<Page, Set<Request>>();

/** From now on, counts the page's API requests in flight, but the bell's. */
export function watchApiRequests(page: Page): void {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/notifications')) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, pending);
}

/** Until every API request the page has made so far is answered (a minute: a loaded 2-core machine). */
export async function apiAnswered(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('watch the page with watchApiRequests first');
  await expect.poll(() => pending.size, { timeout: 60_000 }).toBe(0);
}
