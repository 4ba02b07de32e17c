/** Emotion caches per direction: Arabic gets its CSS flipped by stylis-plugin-rtl. */
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme';

const caches: Partial<Record<Direction, EmotionCache>> = {};

export function emotionCacheFor(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] })
      : createCache({ key: 'muiltr' });
  return caches[direction];
}
