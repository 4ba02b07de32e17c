/**
 * The dashboard's calendar, shared by the server and the browser (DESIGN §7): local days, months and
 * epidemiological (ISO) weeks in a configured IANA time zone (`DASHBOARD_TIME_ZONE`, default
 * Africa/Ndjamena). Day arithmetic is on ISO dates (YYYY-MM-DD), which have no zone; only the instants
 * a local day starts at, and the local day of an instant, depend on the zone (@date-fns/tz).
 */
import { TZDate } from '@date-fns/tz';

export const DEFAULT_TIME_ZONE = 'Africa/Ndjamena';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Local days [from, to), as ISO dates. */
export interface DayRange {
  from: string;
  to: string;
}

/** The grains of the rollups: local months, and ISO weeks starting on Monday. */
export type Grain = 'month' | 'week';

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Whether a name is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An ISO date `days` after another one. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts ISO week 1 of `year` (the week holding January 4th). */
export function isoWeekOneMonday(year: number): string {
  const jan4 = `${year}-01-04`;
  const weekday = (new Date(`${jan4}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(jan4, -weekday);
}

/** The ISO week key (YYYY-Www) of a day. */
export function weekKeyOf(isoDate: string): string {
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thursday = addDays(isoDate, 3 - weekday);
  const isoYear = Number(thursday.slice(0, 4));
  const days = (Date.parse(thursday) - Date.parse(isoWeekOneMonday(isoYear))) / DAY_MS;
  return `${isoYear}-W${pad(Math.floor(days / 7) + 1)}`;
}

/** The days [from, to) of a calendar year, or of an epidemiological (ISO) year. */
export function yearDays(year: number, basis: 'calendar' | 'iso'): DayRange {
  if (basis === 'iso') return { from: isoWeekOneMonday(year), to: isoWeekOneMonday(year + 1) };
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

/** The days [from, to) of a month key (YYYY-MM) or an ISO week key (YYYY-Www). */
export function bucketDays(bucket: string): DayRange {
  const week = /^(\d{4})-W(\d{2})$/.exec(bucket);
  if (week) {
    const from = addDays(isoWeekOneMonday(Number(week[1])), (Number(week[2]) - 1) * 7);
    return { from, to: addDays(from, 7) };
  }
  const [year = 0, month = 1] = bucket.split('-').map(Number);
  const to = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { from: `${bucket}-01`, to };
}

/** The first day of the month or ISO week holding a day. */
export function grainStart(isoDate: string, grain: Grain): string {
  if (grain === 'month') return `${isoDate.slice(0, 7)}-01`;
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(isoDate, -weekday);
}

const nextGrainStart = (isoDate: string, grain: Grain) =>
  grain === 'week' ? addDays(grainStart(isoDate, 'week'), 7) : bucketDays(isoDate.slice(0, 7)).to;

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

/** The calendar of one time zone: where local days start, and which local day an instant falls on. */
export function calendarIn(timeZone: string) {
  /** The instant a local day starts at, as an ISO timestamp. */
  const dayStart = (isoDate: string): string => {
    const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
    return new Date(new TZDate(y, m - 1, d, timeZone).getTime()).toISOString();
  };
  /** The local day (YYYY-MM-DD) of an instant. */
  const localDay = (at: Date): string => {
    const local = new TZDate(at.getTime(), timeZone);
    return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  };
  return {
    timeZone,
    dayStart,
    localDay,
    /** The last millisecond of the local day before `isoDate` (for inclusive `_lte` list filters). */
    dayEndBefore: (isoDate: string) => new Date(Date.parse(dayStart(isoDate)) - 1).toISOString(),
    /** Today, local. */
    today: (now = new Date()) => localDay(now),
    /**
     * The current local year. Every zone's offset lies within −12 h … +14 h of UTC: further than that from
     * New Year the local year is the UTC year, with no time-zone lookup (the browser's first one costs a
     * phone tens of milliseconds, in the dashboard's first render: issue 13).
     */
    currentYear: (now = new Date()) => {
      const year = now.getUTCFullYear();
      const at = now.getTime();
      if (at - Date.UTC(year, 0, 1) >= 12 * HOUR_MS && Date.UTC(year + 1, 0, 1) - at > 14 * HOUR_MS)
        return year;
      return Number(localDay(now).slice(0, 4));
    },
  };
}

export type Calendar = ReturnType<typeof calendarIn>;
