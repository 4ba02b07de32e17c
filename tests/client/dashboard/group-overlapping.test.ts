import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../server/db/seed/random';
import { groupOverlapping, type Pixel } from '../../../src/dashboard/map/groupOverlapping';

/**
 * The outbreak triangles at national zoom: after grouping, no two symbols may cover or touch each other,
 * and the grouping through cells must pick the same groups as comparing every item with every anchor.
 */
const REACH = 40;

const close = (a: Pixel, b: Pixel) => Math.abs(a.x - b.x) < REACH && Math.abs(a.y - b.y) < REACH;

/** The same greedy rule, every anchor compared. */
function everyAnchor(points: readonly Pixel[]) {
  const groups: Pixel[][] = [];
  for (const p of points) {
    const group = groups.find((g) => g[0] && close(g[0], p));
    if (group) group.push(p);
    else groups.push([p]);
  }
  return groups;
}

describe('groupOverlapping', () => {
  for (const [count, width] of [
    [120, 900],
    [2000, 1300],
    [2000, 300],
  ] as const) {
    it(`keeps ${count} symbols over ${width} px apart by a gap, as comparing every anchor would`, () => {
      const next = mulberry32(count + width);
      const points: Pixel[] = Array.from({ length: count }, () => ({
        x: next() * width,
        y: next() * width * 0.6,
      }));
      const groups = groupOverlapping(points, (p) => p, REACH);
      expect(groups).toEqual(everyAnchor(points));
      expect(groups.flat()).toHaveLength(count);
      const anchors = groups.map((g) => g[0] as Pixel);
      for (const [i, a] of anchors.entries()) {
        for (const b of anchors.slice(i + 1)) expect(close(a, b)).toBe(false);
      }
      for (const [first, ...rest] of groups)
        for (const p of rest) expect(close(first as Pixel, p)).toBe(true);
    });
  }

  it('leaves out the items without a point and keeps the order within a group', () => {
    const items = [
      { id: 1, at: { x: 0, y: 0 } },
      { id: 2, at: null },
      { id: 3, at: { x: 100, y: 0 } },
      { id: 4, at: { x: 39, y: -39 } },
    ];
    const groups = groupOverlapping(items, (i) => i.at, REACH);
    expect(groups.map((g) => g.map((i) => i.id))).toEqual([[1, 4], [3]]);
  });
});
