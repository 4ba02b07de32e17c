/**
 * When a screen of the app is ready to be audited: its requests answered, its renders done, its DOM still
 * and no transition half-way (a notification fading in, or a picker enabled once its parent's value
 * arrives, reads as low contrast half-way). Playwright's `networkidle` cannot serve here: after the first
 * load it never waits again, and the app moves between screens without loading a document.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** How long the network and the DOM stay still before a screen counts as drawn. */
const QUIET_MS = 300;

declare global {
  interface Window {
    /** `performance.now()` at the page's last DOM change, written by `recordMutations`. */
    lastMutation: number;
  }
}

/** Notes in the page when its DOM last changed. */
function recordMutations(): void {
  window.lastMutation = performance.now();
  new MutationObserver(() => {
    window.lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Requests in flight per page, and how long ago the last one started or ended. */
const network = new WeakMap<Page, () => number>();

function watchNetwork(page: Page): void {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  network.set(page, () => (inFlight > 0 ? 0 : Date.now() - lastActivity));
}

/** A page of this context whose screens `quietScreen` can wait for. */
export async function watchedPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(recordMutations);
  const page = await context.newPage();
  watchNetwork(page);
  return page;
}

/**
 * The page's side of a quiet screen, once the page has no task left to run (an idle callback: React has
 * committed what it had scheduled, and started the requests its effects make): the DOM unchanged for
 * `quiet` ms, no spinner or placeholder rows, fonts loaded, no transition running.
 */
function pageIsStill(quiet: number): Promise<boolean> {
  return new Promise((resolve) =>
    requestIdleCallback(
      () =>
        resolve(
          performance.now() - window.lastMutation >= quiet &&
            document.fonts.status === 'loaded' &&
            document.querySelector('[role="progressbar"], .RaPlaceholder-root') === null &&
            document
              .getAnimations()
              .every(
                (animation) =>
                  animation.playState !== 'running' ||
                  animation.effect?.getComputedTiming().iterations === Infinity,
              ),
        ),
      { timeout: 1_000 },
    ),
  );
}

/**
 * Waits until no request is in flight nor answered in the last `QUIET_MS`, and the page is still (above).
 * The page is asked first: a request its idle work started is seen by the network check that follows.
 */
export async function quietScreen(page: Page): Promise<void> {
  const networkQuietFor = network.get(page);
  if (!networkQuietFor) throw new Error('quietScreen needs a page from watchedPage');
  await expect
    .poll(async () => (await page.evaluate(pageIsStill, QUIET_MS)) && networkQuietFor() >= QUIET_MS, {
      intervals: [100],
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Goes to a route inside the signed-in app the way a link does (the router follows the history), so each
 * screen is audited without reloading and re-parsing the whole app. Resolves once the page has run what
 * the navigation scheduled, so the first `quietScreen` check sees the new screen's requests.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        requestIdleCallback(() => resolve(), { timeout: 1_000 });
      }),
    route,
  );
  await expect(page).toHaveURL(route);
}
