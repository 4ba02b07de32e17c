/**
 * Emotion caches per direction: Arabic gets its CSS flipped by stylis-plugin-rtl. Naming plugins replaces
 * emotion's default list, so the vendor prefixer is named too (MUI's own RTL recipe).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme';

const caches: Partial<Record<Direction, EmotionCache>> = {};

export function emotionCacheFor(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'muiltr' });
  return caches[direction];
}
