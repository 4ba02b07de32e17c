/**
 * The dashboard's calendar: years, months and epidemiological weeks are counted in local time in
 * N'Djamena (UTC+1 all year, no daylight saving). The rollup migration's `dashboard_day()` says the same.
 */
export const DASHBOARD_TIME_ZONE = 'Africa/Ndjamena';
const UTC_OFFSET_HOURS = 1;

const DAY_MS = 86_400_000;

/** An ISO date (YYYY-MM-DD) `days` after another one. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts ISO week 1 of `year` (the week holding January 4th). */
export function isoWeekOneMonday(year: number): string {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const weekday = (jan4.getUTCDay() + 6) % 7; // Monday = 0
  return addDays(`${year}-01-04`, -weekday);
}

/** The local days [from, to) covered by a calendar year, or by an epidemiological (ISO) year. */
export function yearDays(year: number, basis: 'calendar' | 'iso'): { from: string; to: string } {
  if (basis === 'iso') return { from: isoWeekOneMonday(year), to: isoWeekOneMonday(year + 1) };
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

/** The instant a local day starts at, as an ISO timestamp. */
export function dayStart(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - UTC_OFFSET_HOURS * 3_600_000).toISOString();
}

/** The last millisecond of the local day before `isoDate` (for inclusive `_lte` list filters). */
export function dayEndBefore(isoDate: string): string {
  return new Date(Date.parse(dayStart(isoDate)) - 1).toISOString();
}

/** The local days [from, to) of a month key (YYYY-MM) or an ISO week key (YYYY-Www). */
export function bucketDays(bucket: string): { from: string; to: string } {
  const week = /^(\d{4})-W(\d{2})$/.exec(bucket);
  if (week) {
    const from = addDays(isoWeekOneMonday(Number(week[1])), (Number(week[2]) - 1) * 7);
    return { from, to: addDays(from, 7) };
  }
  const [year, month] = bucket.split('-').map(Number);
  const to = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${bucket}-01`, to };
}

/** Today in the dashboard's calendar (YYYY-MM-DD). */
export const localToday = (now = new Date()) =>
  new Date(now.getTime() + UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/** The current year in the dashboard's calendar. */
export const currentYear = (now = new Date()) =>
  new Date(now.getTime() + UTC_OFFSET_HOURS * 3_600_000).getUTCFullYear();

/** Local days [from, to), as ISO dates. */
export interface DayRange {
  from: string;
  to: string;
}

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The grains of the rollups: local months, and ISO weeks starting on Monday. */
export type Grain = 'month' | 'week';

/** The first day of the month or ISO week holding a day. */
export function grainStart(isoDate: string, grain: Grain): string {
  if (grain === 'month') return `${isoDate.slice(0, 7)}-01`;
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(isoDate, -weekday);
}

/** The first day of the month or ISO week after the one holding a day. */
function nextGrainStart(isoDate: string, grain: Grain): string {
  if (grain === 'week') return addDays(grainStart(isoDate, 'week'), 7);
  return bucketDays(isoDate.slice(0, 7)).to;
}

/**
 * A range cut into the whole months (or weeks) it covers, which the rollups answer, and the partial
 * ones at either end, which are read from the registrations (at most a month or a week each).
 */
export function splitRange(range: DayRange, grain: Grain): { whole: DayRange | null; edges: DayRange[] } {
  const first = grainStart(range.from, grain) === range.from ? range.from : nextGrainStart(range.from, grain);
  const end = grainStart(range.to, grain);
  if (first >= end) return { whole: null, edges: [range] };
  const edges: DayRange[] = [];
  if (range.from < first) edges.push({ from: range.from, to: first });
  if (end < range.to) edges.push({ from: end, to: range.to });
  return { whole: { from: first, to: end }, edges };
}
