/** Calendar days (YYYY-MM-DD) of `date` fields, compared as text: the ISO form sorts like the days. */

// Building a DateTimeFormat costs about a millisecond: an import checks thousands of rows, each asking.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The current day in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // The Canadian English format is the ISO one.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * Whether `day` comes after the bound: `today` (the current day, YYYY-MM-DD, in the caller's time zone) or
 * the value of another field of the record. A missing value on either side is no violation (required-ness
 * is another rule).
 */
export function isAfterBound(
  day: unknown,
  bound: string,
  record: Record<string, unknown>,
  today: string,
): boolean {
  if (typeof day !== 'string' || !day) return false;
  const limit = bound === 'today' ? today : record[bound];
  if (typeof limit !== 'string' || !limit) return false;
  return day.slice(0, 10) > limit.slice(0, 10);
}

/** Whether `day` comes before the day held by another field of the record; a missing side is no violation. */
export function isBeforeField(day: unknown, other: string, record: Record<string, unknown>): boolean {
  const limit = record[other];
  if (typeof day !== 'string' || !day || typeof limit !== 'string' || !limit) return false;
  return day.slice(0, 10) < limit.slice(0, 10);
}
