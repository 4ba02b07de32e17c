/**
 * The server's dashboard calendar: the shared one (shared/calendar.ts) in the configured time zone
 * (`DASHBOARD_TIME_ZONE`, checked by server/config.ts; default Africa/Ndjamena). The database's
 * `dashboard_day()` counts in the same zone: `syncDashboardTimeZone` (time-zone-sync.ts) keeps them equal.
 */
import { calendarIn, DEFAULT_TIME_ZONE } from '../../shared/calendar';

export {
  addDays,
  bucketDays,
  type DayRange,
  type Grain,
  grainStart,
  isIsoDay,
  isoWeekOneMonday,
  splitRange,
  weekKeyOf,
  yearDays,
} from '../../shared/calendar';

export const DASHBOARD_TIME_ZONE = process.env.DASHBOARD_TIME_ZONE || DEFAULT_TIME_ZONE;

const calendar = calendarIn(DASHBOARD_TIME_ZONE);

export const { dayStart, dayEndBefore } = calendar;

/** Today in the dashboard's calendar (YYYY-MM-DD). */
export const localToday = (now = new Date()) => calendar.today(now);

/** The current year in the dashboard's calendar. */
export const currentYear = (now = new Date()) => calendar.currentYear(now);
