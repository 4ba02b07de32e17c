/**
 * Groups map items whose points lie closer than `radius` (pixels at the map's zoom) so their symbols do
 * not cover each other: each item joins the first group whose anchor (its first item) is that close, else
 * starts one. Greedy and in the given order, so the first item of a group is the most important one
 * (the outbreaks come latest last case first). At most a few thousand items: the quadratic cost stays
 * far below a frame. Items without a point are left out.
 */
export interface Pixel {
  x: number;
  y: number;
}

export function groupByDistance<T>(
  items: readonly T[],
  pointOf: (item: T) => Pixel | null,
  radius: number,
): T[][] {
  const groups: { anchor: Pixel; items: T[] }[] = [];
  for (const item of items) {
    const point = pointOf(item);
    if (!point) continue;
    const near = groups.find((g) => Math.hypot(g.anchor.x - point.x, g.anchor.y - point.y) < radius);
    if (near) near.items.push(item);
    else groups.push({ anchor: point, items: [item] });
  }
  return groups.map((g) => g.items);
}
