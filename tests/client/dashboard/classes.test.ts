import { describe, expect, it } from 'vitest';
import { CLASS_COLOURS, classify, NONE_COLOUR } from '../../../src/dashboard/map/classes';

const values = [0, 1, 2, 3, 4, 5, 10, 20, 40, 100];

describe('choropleth classes', () => {
  it('equal intervals cut [0, max] into five classes of the same width', () => {
    const { breaks, colourOf } = classify(values, 'equal');
    expect(breaks.map((b) => [b.from, b.to])).toEqual([
      [1, 19],
      [20, 39],
      [40, 59],
      [60, 79],
      [80, 100],
    ]);
    expect(colourOf(19)).toBe(CLASS_COLOURS[0]);
    expect(colourOf(20)).toBe(CLASS_COLOURS[1]);
    expect(colourOf(100)).toBe(CLASS_COLOURS[4]);
    expect(colourOf(0)).toBe(NONE_COLOUR);
  });

  it('quantiles put about as many areas in each class', () => {
    const { breaks } = classify(values, 'quantile');
    expect(breaks).toHaveLength(5);
    expect(breaks.map((b) => [b.from, b.to])).toEqual([
      [1, 2],
      [3, 4],
      [5, 8],
      [9, 27],
      [28, 100],
    ]);
    // Consecutive classes never overlap.
    for (let i = 1; i < breaks.length; i++) expect(breaks[i]?.from).toBeGreaterThan(breaks[i - 1]?.to ?? 0);
  });

  it('has no class when nothing was registered', () => {
    const { breaks, colourOf } = classify([0, 0], 'quantile');
    expect(breaks).toEqual([]);
    expect(colourOf(0)).toBe(NONE_COLOUR);
  });
});
