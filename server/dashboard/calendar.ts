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

/** The current year in the dashboard's calendar. */
export const currentYear = (now = new Date()) =>
  new Date(now.getTime() + UTC_OFFSET_HOURS * 3_600_000).getUTCFullYear();
