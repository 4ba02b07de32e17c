/** The evolution chart's axis stops at today: months and weeks not yet lived are not plotted as zeros. */
import { describe, expect, it } from 'vitest';
import { evolutionBuckets } from '../../server/dashboard/buckets';
import { splitRange } from '../../server/dashboard/calendar';
import { OPEN_RANGE } from '../../server/dashboard/params';

// 2026-05-31T23:30Z is already June 1st in N'Djamena (UTC+1).
const now = new Date('2026-05-31T23:30:00Z');
const keys = (buckets: { key: string }[]) => buckets.map((b) => b.key);

describe('evolution axis', () => {
  it('the current year stops at the current month or week', () => {
    const months = evolutionBuckets({ year: 2026, range: null, period: 'month' }, [], now);
    expect(keys(months)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    const weeks = evolutionBuckets({ year: 2026, range: null, period: 'week' }, [], now);
    expect(weeks.at(-1)?.key).toBe('2026-W23');
  });

  it('a past year keeps all its months; a range keeps its own months, up to today', () => {
    expect(evolutionBuckets({ year: 2025, range: null, period: 'month' }, [], now)).toHaveLength(12);
    const range = { from: '2026-04-15', to: '2026-09-01' };
    expect(keys(evolutionBuckets({ year: null, range, period: 'month' }, [], now))).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const open = { from: '2026-03-02', to: OPEN_RANGE.to };
    expect(keys(evolutionBuckets({ year: null, range: open, period: 'month' }, [], now))[0]).toBe('2026-03');
  });

  it('data dated after today is still shown', () => {
    const rows = [{ bucket: '2026-02' }, { bucket: '2026-08' }];
    expect(evolutionBuckets({ year: 2026, range: null, period: 'month' }, rows, now).at(-1)?.key).toBe(
      '2026-08',
    );
  });
});

describe('splitRange', () => {
  it('cuts a range into whole months and partial ends', () => {
    expect(splitRange({ from: '2026-01-15', to: '2026-04-10' }, 'month')).toEqual({
      whole: { from: '2026-02-01', to: '2026-04-01' },
      edges: [
        { from: '2026-01-15', to: '2026-02-01' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
    expect(splitRange({ from: '2026-02-01', to: '2026-03-01' }, 'month')).toEqual({
      whole: { from: '2026-02-01', to: '2026-03-01' },
      edges: [],
    });
    expect(splitRange({ from: '2026-02-03', to: '2026-02-20' }, 'month')).toEqual({
      whole: null,
      edges: [{ from: '2026-02-03', to: '2026-02-20' }],
    });
  });

  it('and into whole ISO weeks (Monday to Sunday)', () => {
    expect(splitRange({ from: '2026-03-04', to: '2026-03-24' }, 'week')).toEqual({
      whole: { from: '2026-03-09', to: '2026-03-23' },
      edges: [
        { from: '2026-03-04', to: '2026-03-09' },
        { from: '2026-03-23', to: '2026-03-24' },
      ],
    });
  });
});
