/**
 * Points filed in square cells of latitude and longitude, to find those that may lie within a distance of
 * a place without measuring every one: a grouping pass over a million past cases holds hundreds of
 * thousands of outbreaks in memory. `near` answers a superset of the points within `km` (the caller
 * measures them); it never misses one. Points without coordinates are answered everywhere (the caller's
 * measure decides).
 */
import { EARTH_RADIUS_KM } from './distance';

const DEGREE = Math.PI / 180;
/** Float slack on the bounds, so a point right on the distance is never left out. */
const SLACK = 1.001;

interface Point {
  lat: number;
  lng: number;
}

const hav = (angle: number) => Math.sin(angle / 2) ** 2;

/**
 * The square cells of a distance: where a point is filed, as one number. A pass over a million cases files
 * and looks up cells millions of times; a text key per call was most of the grouping's garbage.
 */
export class GridCells {
  /** The side of a cell in degrees: `km` of latitude. */
  readonly side: number;
  /** More than the columns around the globe: a row's cells never share a key with the next row's. */
  private readonly width: number;

  constructor(readonly km: number) {
    this.side = km / (EARTH_RADIUS_KM * DEGREE);
    this.width = 2 * Math.ceil(180 / this.side) + 4;
  }

  key(row: number, col: number) {
    return row * this.width + col;
  }

  /** The cell of a point; undefined without coordinates. */
  keyOf(point: Point): number | undefined {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return undefined;
    return this.key(Math.floor(point.lat / this.side), Math.floor(point.lng / this.side));
  }
}

export class PointGrid<T extends Point> {
  private readonly cells = new Map<number, Set<T>>();
  private readonly cellOf = new Map<T, number>();
  private readonly unfiled = new Set<T>();
  private readonly grid: GridCells;

  /** `cells`: the distance's cells, or shared by grids of one distance (a caller then computes a key once). */
  constructor(cells: GridCells | number) {
    this.grid = typeof cells === 'number' ? new GridCells(cells) : cells;
  }

  /** Files a point at its cell (`key`, GridCells.keyOf), or moves it there. */
  put(point: T, key = this.grid.keyOf(point)) {
    const before = this.cellOf.get(point);
    if (before !== undefined && before === key) return;
    if (before !== undefined) this.cells.get(before)?.delete(point);
    if (key === undefined) {
      this.cellOf.delete(point);
      this.unfiled.add(point);
      return;
    }
    this.unfiled.delete(point);
    const cell = this.cells.get(key) ?? new Set<T>();
    cell.add(point);
    this.cells.set(key, cell);
    this.cellOf.set(point, key);
  }

  /**
   * The points of the cells that can hold a point within `km` of `at`, or undefined when the bound does
   * not hold (near a pole or across the date line): the caller then measures them all.
   */
  near(at: Point): T[] | undefined {
    if (!Number.isFinite(at.lat) || !Number.isFinite(at.lng)) return [];
    const { km, side } = this.grid;
    const reach = (km * SLACK) / EARTH_RADIUS_KM;
    const lat = at.lat * DEGREE;
    // haversine: hav(d) = hav(Δφ) + cos φ1 cos φ2 hav(Δλ), so within d, hav(Δλ) ≤ hav(d) / (cos φ1 cos φ2),
    // with |φ2| at most |φ1| + d.
    const floor = Math.cos(lat) * Math.cos(Math.abs(lat) + reach);
    if (Math.abs(lat) + reach >= Math.PI / 2 || floor <= 0) return undefined;
    const ratio = hav(reach) / floor;
    if (ratio >= 1) return undefined;
    const dLng = (2 * Math.asin(Math.sqrt(ratio))) / DEGREE;
    const dLat = reach / DEGREE;
    if (at.lng - dLng < -180 || at.lng + dLng > 180) return undefined;
    const found: T[] = this.unfiled.size ? [...this.unfiled] : [];
    const lastRow = Math.floor((at.lat + dLat) / side);
    const firstCol = Math.floor((at.lng - dLng) / side);
    const lastCol = Math.floor((at.lng + dLng) / side);
    for (let row = Math.floor((at.lat - dLat) / side); row <= lastRow; row++) {
      for (let col = firstCol; col <= lastCol; col++) {
        const cell = this.cells.get(this.grid.key(row, col));
        if (cell) for (const point of cell) found.push(point);
      }
    }
    return found;
  }
}
