import { nth } from '../../../shared/arrays';

/** A small seeded PRNG (mulberry32): the demo must come out the same on every machine. */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  nth(items, Math.floor(random() * items.length));

export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

const KM_PER_DEGREE = 111.32;

/** A point at most `km` kilometres from (lat, lng), uniform over the disc. */
export function near(random: Random, lat: number, lng: number, km: number): { lat: number; lng: number } {
  const distance = km * Math.sqrt(random());
  const angle = 2 * Math.PI * random();
  return {
    lat: round(lat + (distance * Math.cos(angle)) / KM_PER_DEGREE),
    lng: round(lng + (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))),
  };
}

const round = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;
