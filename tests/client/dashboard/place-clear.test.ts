import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../server/db/seed/random';
import { badgeBox, mergeClusters } from '../../../src/dashboard/map/clusterSymbols';
import type { Pixel } from '../../../src/dashboard/map/groupOverlapping';
import { type Box, boxAt, placeClear } from '../../../src/dashboard/map/placeClear';
import type { MapCluster } from '../../../src/dashboard/types';

/**
 * The map's targets at national zoom (WCAG 2.5.8): cluster badges merged where they would cover each other,
 * and outbreak triangles moved off the badges, so no two targets overlap.
 */

const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
/** Clusters placed in pixels directly: lat is y, lng is x. */
const asPixel = (c: MapCluster): Pixel => ({ x: c.lng, y: c.lat });
const TRIANGLE = { left: 14, right: 14, top: 24, bottom: 4 };

describe('cluster badges', () => {
  it('merges the badges that would cover each other, adding their counts, at the biggest one', () => {
    const clusters: MapCluster[] = [
      { lat: 100, lng: 100, count: 5, animals: 9 },
      { lat: 110, lng: 120, count: 40, animals: 70 },
      { lat: 300, lng: 300, count: 2, animals: 3 },
    ];
    const badges = mergeClusters(clusters, asPixel);
    expect(badges).toEqual([
      { lat: 110, lng: 120, count: 45, animals: 79, pixel: { x: 120, y: 110 } },
      { lat: 300, lng: 300, count: 2, animals: 3, pixel: { x: 300, y: 300 } },
    ]);
  });

  it('leaves no two of 400 random badges covering each other, and loses no registration', () => {
    const next = mulberry32(7);
    const clusters: MapCluster[] = Array.from({ length: 400 }, () => ({
      lat: next() * 500,
      lng: next() * 900,
      count: Math.ceil(next() * 5000),
      animals: 1,
    }));
    const badges = mergeClusters(clusters, asPixel);
    for (const [i, a] of badges.entries()) {
      for (const b of badges.slice(i + 1)) expect(overlaps(badgeBox(a, 0), badgeBox(b))).toBe(false);
    }
    const total = (list: readonly MapCluster[]) => list.reduce((sum, c) => sum + c.count, 0);
    expect(total(badges)).toBe(total(clusters));
  });
});

describe('placeClear', () => {
  it('keeps a free symbol at its point and moves a covered one to the nearest free place', () => {
    const taken = [boxAt({ x: 100, y: 100 }, { left: 22, right: 22, top: 22, bottom: 22 }, 4)];
    const [free, covered] = placeClear(
      [
        { point: { x: 300, y: 100 }, extent: TRIANGLE },
        { point: { x: 105, y: 100 }, extent: TRIANGLE },
      ],
      taken,
      { gap: 4, step: 18 },
    );
    expect(free).toEqual({ at: { x: 300, y: 100 }, moved: false });
    expect(covered?.moved).toBe(true);
    const at = covered?.at ?? { x: 0, y: 0 };
    expect(overlaps(boxAt(at, TRIANGLE), taken[0] as Box)).toBe(false);
    expect(Math.hypot(at.x - 105, at.y - 100)).toBeLessThanOrEqual(18 * 3);
  });

  it('leaves no symbol covering a badge or another symbol among 120 random ones', () => {
    const next = mulberry32(11);
    const badges = mergeClusters(
      Array.from({ length: 80 }, () => ({ lat: next() * 500, lng: next() * 900, count: 50, animals: 1 })),
      asPixel,
    );
    const taken = badges.map((badge) => badgeBox(badge));
    const symbols = Array.from({ length: 120 }, () => ({
      point: { x: next() * 900, y: next() * 500 },
      extent: TRIANGLE,
    }));
    const placed = placeClear(symbols, taken, { gap: 4, step: 18 }).map((p) => boxAt(p.at, TRIANGLE));
    for (const [i, a] of placed.entries()) {
      for (const b of taken) expect(overlaps(a, b)).toBe(false);
      for (const b of placed.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });

  it('moves nothing without a finite point (a map without a size)', () => {
    const point = { x: Number.NaN, y: 3 };
    expect(placeClear([{ point, extent: TRIANGLE }], [], { gap: 4, step: 18 })).toEqual([
      { at: point, moved: false },
    ]);
  });
});
