/**
 * Formats one number and one date in the language the page opens in, then ends: see icuWarmUp.ts. What
 * it sets up (ICU's data and the language's formats) is shared by every thread of the page's process.
 */
addEventListener('message', ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(`${locale}-u-nu-latn`).format(0);
  new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  close();
});

// A module (it is started with `type: module`), so its test can import it.
export {};
