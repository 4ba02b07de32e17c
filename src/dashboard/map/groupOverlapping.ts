/**
 * Groups map items whose symbols would touch: two items are grouped when their points lie closer than
 * `reach` pixels on both axes (the symbols' largest width plus a gap), so the anchors of two groups are at
 * least `reach` apart on one axis and their symbols, whatever their size up to that width, never cover or
 * touch each other. Each item joins the earliest group whose anchor (its first item) is that close, else
 * starts one: greedy and in the given order, so the first item of a group is the most important one (the
 * outbreaks come latest last case first). Anchors are filed in cells of `reach` pixels, so each item looks
 * at the nine cells around it, not at every group: thousands of items stay far below a frame. Items
 * without a point are left out.
 */
export interface Pixel {
  x: number;
  y: number;
}

export function groupOverlapping<T>(
  items: readonly T[],
  pointOf: (item: T) => Pixel | null,
  reach: number,
): T[][] {
  const groups: { anchor: Pixel; items: T[] }[] = [];
  const cells = new Map<string, number[]>();
  const cellOf = (p: Pixel) => [Math.floor(p.x / reach), Math.floor(p.y / reach)] as const;
  for (const item of items) {
    const point = pointOf(item);
    if (!point) continue;
    // A point the map cannot place (a zoom without a size, as in a test's DOM) stays alone, unfiled.
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) {
      groups.push({ anchor: point, items: [item] });
      continue;
    }
    const [col, row] = cellOf(point);
    let joined: number | undefined;
    for (const c of [col - 1, col, col + 1]) {
      for (const r of [row - 1, row, row + 1]) {
        for (const index of cells.get(`${c}/${r}`) ?? []) {
          const anchor = groups[index]?.anchor;
          const close =
            anchor && Math.abs(anchor.x - point.x) < reach && Math.abs(anchor.y - point.y) < reach;
          if (close && (joined === undefined || index < joined)) joined = index;
        }
      }
    }
    if (joined !== undefined) {
      groups[joined]?.items.push(item);
      continue;
    }
    const key = `${col}/${row}`;
    cells.set(key, [...(cells.get(key) ?? []), groups.length]);
    groups.push({ anchor: point, items: [item] });
  }
  return groups.map((g) => g.items);
}
