/**
 * Epidemiological weeks of the alerts, in the dashboard's calendar (ISO weeks): a report counts in the
 * week of its report date (the day the case was reported in the field), not when it reached the server.
 */
import type { AlertBaseline } from '../../resources/alert-rules';
import { addDays, bucketDays, localToday, weekKeyOf } from '../dashboard/calendar';

/** The window of an alert: the week's report dates [from, to) (YYYY-MM-DD). */
export interface Window {
  from: string;
  to: string;
}

/** How many previous years the "same weeks" baseline reads, and how many weeks the "last weeks" one. */
export const BASELINE_YEARS = 5;
export const BASELINE_WEEKS = 8;

/** The epidemiological week of an instant, in the dashboard's time zone. */
export const weekOf = (instant: Date): string => weekKeyOf(localToday(instant));

/** The epidemiological week of a day (a report date). */
export const weekOfDay = (day: string): string => weekKeyOf(day);

export const weekWindow = (week: string): Window => bucketDays(week);

/** The week `weeks` after (or before, negative) another one. */
export const shiftWeek = (week: string, weeks: number): string =>
  weekKeyOf(addDays(bucketDays(week).from, weeks * 7));

/**
 * The weeks a baseline rule compares `week` with: the same week and its two neighbours in each of the
 * previous years (the historical-limits method of notifiable-disease surveillance), or the weeks just before.
 */
export function baselineWeeks(week: string, baseline: AlertBaseline): string[] {
  if (baseline === 'last_weeks')
    return Array.from({ length: BASELINE_WEEKS }, (_, i) => shiftWeek(week, -1 - i));
  const [year = 0, number = 1] = week.split('-W').map(Number);
  const weeks: string[] = [];
  for (let back = 1; back <= BASELINE_YEARS; back++) {
    const same = `${year - back}-W${String(Math.min(number, 52)).padStart(2, '0')}`;
    weeks.push(shiftWeek(same, -1), same, shiftWeek(same, 1));
  }
  return weeks;
}
