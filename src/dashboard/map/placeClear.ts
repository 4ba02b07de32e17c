/**
 * Moves symbols off the boxes already taken on the map (WCAG 2.5.8: two targets may not cover each other,
 * each keeps 24 × 24 px of its own). A symbol whose box at its point is free stays there; otherwise it
 * goes to the nearest free place on rings around its point, tried in steps of `step` pixels, and a leader
 * line joins it to its point. Symbols are placed in the given order, each then taking its box, so the
 * first keep their place. Without a finite point (a map without a size, as in a test's DOM) nothing moves.
 */
import type { Pixel } from './groupOverlapping';

/** A box around a point: how far it reaches left, right, above and below, in pixels. */
export interface Extent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const boxAt = (p: Pixel, e: Extent, gap = 0): Box => ({
  x1: p.x - e.left - gap,
  y1: p.y - e.top - gap,
  x2: p.x + e.right + gap,
  y2: p.y + e.bottom + gap,
});

const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** Directions tried on the k-th ring: 8k of them, so the places on a ring stay about `step` apart. */
function ring(k: number, step: number): Pixel[] {
  const count = 8 * k;
  // Upwards first: a moved symbol then reads as a label above its place.
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { x: Math.cos(angle) * k * step, y: Math.sin(angle) * k * step };
  });
}

export interface Placement {
  at: Pixel;
  moved: boolean;
}

export function placeClear(
  symbols: readonly { point: Pixel; extent: Extent }[],
  taken: readonly Box[],
  { gap, step, rings = 12 }: { gap: number; step: number; rings?: number },
): Placement[] {
  const boxes = [...taken];
  const free = (box: Box) => !boxes.some((other) => overlaps(box, other));
  return symbols.map(({ point, extent }) => {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return { at: point, moved: false };
    let at = point;
    if (!free(boxAt(point, extent))) {
      const candidates = Array.from({ length: rings }, (_, k) => ring(k + 1, step)).flat();
      const found = candidates.find((offset) =>
        free(boxAt({ x: point.x + offset.x, y: point.y + offset.y }, extent)),
      );
      // Nowhere free within reach (a map packed to its edges): the symbol keeps its own place.
      if (found) at = { x: point.x + found.x, y: point.y + found.y };
    }
    boxes.push(boxAt(at, extent, gap));
    return { at, moved: at !== point };
  });
}
