/** The x-axis of the evolution chart: every month or ISO week between two buckets, empty ones included. */
import { addDays, bucketDays, dayEndBefore, dayStart, isoWeekOneMonday } from './calendar';
import type { Period } from './params';
import type { Bucket } from './summary-types';

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO week key (YYYY-Www) of a local day. */
export function weekKeyOf(isoDate: string): string {
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thursday = addDays(isoDate, 3 - weekday);
  const isoYear = Number(thursday.slice(0, 4));
  const days = (Date.parse(thursday) - Date.parse(isoWeekOneMonday(isoYear))) / 86_400_000;
  return `${isoYear}-W${pad(Math.floor(days / 7) + 1)}`;
}

const nextKey = (key: string, period: Period): string => {
  if (period === 'week') return weekKeyOf(addDays(bucketDays(key).from, 7));
  const [year, month] = key.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
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
