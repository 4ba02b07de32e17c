/**
 * The first number or date a page formats sets up the browser's ICU (its data and the language's formats):
 * ~40 ms of CPU once per process, measured in Chromium and Node, whatever the format. In the app that
 * first format came in the middle of the dashboard's first render (the From/To fields' day order), one
 * task of 51 ms CPU, 4× that on Lighthouse's phone. A worker pays it on another core while the app's
 * chunks download; the page's own first format then takes ~1 ms (issue 13: cold dashboard's blocking time).
 */
export function warmUpIcu(locale: string): void {
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('./icuWarmUp.worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage(locale);
}
