/**
 * The browser's dashboard calendar: the shared one (shared/calendar.ts) in the server's time zone, which
 * every dashboard answer names (`time_zone`); the default zone until the first answer.
 */
import { type Calendar, calendarIn, DEFAULT_TIME_ZONE } from '../../shared/calendar';

let calendar: Calendar = calendarIn(DEFAULT_TIME_ZONE);

export const dashboardCalendar = (): Calendar => calendar;

/** Follows the zone the server counts in. */
export function adoptTimeZone(timeZone: string | undefined): void {
  if (timeZone && timeZone !== calendar.timeZone) calendar = calendarIn(timeZone);
}
