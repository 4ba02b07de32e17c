/** The x-axis of the evolution chart: every month or ISO week between two buckets, empty ones included. */
import {
  addDays,
  bucketDays,
  dayEndBefore,
  dayStart,
  isoWeekOneMonday,
  localToday,
  weekKeyOf,
} from './calendar';
import { OPEN_RANGE, type Period, type SummaryParams } from './params';
import type { Bucket } from './summary-types';

const nextKey = (key: string, period: Period): string => {
  if (period === 'week') return weekKeyOf(addDays(bucketDays(key).from, 7));
  return bucketDays(key).to.slice(0, 7);
};

const toBucket = (key: string): Bucket => {
  const { from, to } = bucketDays(key);
  return { key, from: dayStart(from), to: dayEndBefore(to) };
};

/** Buckets from `first` to `last` included (keys of the same period). */
export function bucketRange(first: string, last: string, period: Period): Bucket[] {
  const buckets: Bucket[] = [];
  for (let key = first; key <= last; key = nextKey(key, period)) buckets.push(toBucket(key));
  return buckets;
}

/** Every bucket of a year: its 12 months, or the 52 or 53 weeks of the epidemiological (ISO) year. */
export function yearBuckets(year: number, period: Period): Bucket[] {
  if (period === 'month') return bucketRange(`${year}-01`, `${year}-12`, period);
  return bucketRange(`${year}-W01`, weekKeyOf(addDays(isoWeekOneMonday(year + 1), -1)), period);
}

const keyOfDay = (isoDate: string, period: Period) =>
  period === 'week' ? weekKeyOf(isoDate) : isoDate.slice(0, 7);

/**
 * The x-axis of the evolution chart: the selected year and range (or the months holding data), up to the
 * current month or week only — later ones have no report yet, and plotted as zeros they would read as
 * the end of an outbreak.
 */
export function evolutionBuckets(
  params: Pick<SummaryParams, 'year' | 'range' | 'period'>,
  rows: readonly { bucket: string }[],
  now = new Date(),
): Bucket[] {
  const { period } = params;
  const starts: string[] = [];
  const ends: string[] = [];
  if (params.year !== null) {
    const year = yearBuckets(params.year, period);
    starts.push(year[0]?.key ?? '');
    ends.push(year[year.length - 1]?.key ?? '');
  }
  if (params.range) {
    if (params.range.from !== OPEN_RANGE.from) starts.push(keyOfDay(params.range.from, period));
    if (params.range.to !== OPEN_RANGE.to) ends.push(keyOfDay(addDays(params.range.to, -1), period));
  }
  const firstRow = rows[0]?.bucket;
  const lastRow = rows[rows.length - 1]?.bucket;
  const first = starts.length ? starts.reduce((a, b) => (a > b ? a : b)) : firstRow;
  const current = keyOfDay(localToday(now), period);
  let last = ends.length
    ? ends.reduce((a, b) => (a < b ? a : b))
    : (lastRow ?? (starts.length ? current : undefined));
  if (last !== undefined && last > current)
    last = lastRow !== undefined && lastRow > current ? lastRow : current;
  if (first === undefined || last === undefined || first > last) return [];
  return bucketRange(first, last, period);
}
