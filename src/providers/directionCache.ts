/**
 * Emotion caches per direction: Arabic gets its CSS flipped by stylis-plugin-rtl. Naming plugins replaces
 * emotion's default list, so the vendor prefixer is named too (MUI's own RTL recipe).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { type Element, prefixer, RULESET } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme';

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** Another engine's pseudo-class or element (`::-moz-focus-inner`), or JSS's `$rule` left in a theme. */
const SUSPECT = /:-|\$/;

const supported = new Map<string, boolean>();

function browserParses(selector: string): boolean {
  let known = supported.get(selector);
  if (known === undefined) {
    known = CSS.supports(`selector(${selector})`);
    supported.set(selector, known);
  }
  return known;
}

/**
 * Drops the selectors this browser cannot parse before emotion inserts them. Chromium refuses
 * `::-moz-placeholder`, `::-moz-focus-inner`, `:-ms-input-placeholder` (MUI's and the prefixer's) and
 * react-admin's theme's `&$disabled` with an exception from `insertRule`, which emotion catches: 34 of the
 * 367 rules of a cold dashboard, ~2 ms each on a 4× phone, 75 of the 93 ms `insertRule` took, inside the
 * commits that mount the page (issue 13: total blocking time). Each browser keeps what it can use
 * (Firefox its `-moz-` rules). Without `CSS.supports` (an old browser, a test DOM), everything is kept.
 */
export function dropUnparsableSelectors(element: Element): void {
  if (element.type !== RULESET || typeof CSS === 'undefined' || !CSS.supports) return;
  const selectors = element.props as string[];
  if (!selectors.some((selector) => SUSPECT.test(selector))) return;
  element.props = selectors.filter((selector) => !SUSPECT.test(selector) || browserParses(selector));
  // Emotion's stylis still writes a rule without selectors ("{…}"); without declarations it writes none.
  if (element.props.length === 0) element.children = [];
}

export function emotionCacheFor(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin, dropUnparsableSelectors] })
      : createCache({ key: 'muiltr', stylisPlugins: [prefixer, dropUnparsableSelectors] });
  return caches[direction];
}
