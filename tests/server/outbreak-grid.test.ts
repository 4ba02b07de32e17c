import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../server/db/seed/random';
import { kilometresApart } from '../../server/outbreaks/distance';
import { PointGrid } from '../../server/outbreaks/grid';

/**
 * The grid that spares the grouping from measuring every outbreak held must never leave out one within
 * the distance: checked against measuring them all, for random places at several latitudes, after moves.
 */
interface Place {
  id: number;
  lat: number;
  lng: number;
}

const within = (places: Place[], at: { lat: number; lng: number }, km: number) =>
  places.filter((p) => kilometresApart(p, at) <= km).map((p) => p.id);

describe('PointGrid', () => {
  for (const [centreLat, km] of [
    [14, 10],
    [-33, 5],
    [62, 25],
    [0, 1],
  ] as const) {
    it(`answers every place within ${km} km around latitude ${centreLat}`, () => {
      const next = mulberry32(centreLat * 1000 + km);
      const spread = (km * 6) / 111;
      const place = (id: number): Place => ({
        id,
        lat: centreLat + (next() - 0.5) * spread,
        lng: 10 + (next() - 0.5) * spread,
      });
      const grid = new PointGrid<Place>(km);
      const places = Array.from({ length: 600 }, (_, i) => place(i));
      for (const p of places) grid.put(p);
      // Half of them move (an outbreak's centre follows its cases): the grid must follow too.
      for (const p of places.slice(0, 300)) {
        Object.assign(p, { lat: p.lat + (next() - 0.5) * 0.05, lng: p.lng + (next() - 0.5) * 0.05 });
        grid.put(p);
      }
      let checked = 0;
      for (let i = 0; i < 300; i++) {
        const at = place(-1);
        const near = grid.near(at);
        expect(near).toBeDefined();
        const answered = new Set(near?.map((p) => p.id));
        for (const id of within(places, at, km)) expect(answered.has(id)).toBe(true);
        checked += within(places, at, km).length;
        // Each place is answered once, and only from the cells around.
        expect(answered.size).toBe(near?.length);
        expect(answered.size).toBeLessThan(places.length);
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('answers places without coordinates everywhere, and gives up near a pole or the date line', () => {
    const grid = new PointGrid<Place>(10);
    const lost: Place = { id: 1, lat: Number.NaN, lng: Number.NaN };
    const far: Place = { id: 2, lat: 40, lng: 40 };
    grid.put(lost);
    grid.put(far);
    expect(grid.near({ lat: 14, lng: -1 })?.map((p) => p.id)).toEqual([1]);
    expect(grid.near({ lat: 89.95, lng: 0 })).toBeUndefined();
    expect(grid.near({ lat: 0, lng: 179.99 })).toBeUndefined();
  });
});
