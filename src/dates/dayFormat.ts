/**
 * A calendar day (YYYY-MM-DD) written and read the way the reader's language writes it: 24/11/2026 in
 * French and Arabic, 11/24/2026 in English (what Intl writes for each, as the app's displayed dates).
 * The browser's own date input cannot do this: Chromium draws it in the browser's language, whatever the
 * page's (issue 13: "mm/dd/yyyy" in every language).
 */

export type DayPart = 'day' | 'month' | 'year';

export interface DayPattern {
  /** The parts in the order the language writes them. */
  order: DayPart[];
  separator: string;
}

const patterns = new Map<string, DayPattern>();

/** The order and separator of a short numeric date in `locale` (Latin digits, as the app shows numbers). */
export function dayPattern(locale: string): DayPattern {
  let pattern = patterns.get(locale);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(Date.UTC(2026, 10, 24));
    const order = parts.flatMap((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
    );
    // Arabic puts a right-to-left mark beside its slashes: only the visible separator is kept.
    const literal = parts.find((part) => part.type === 'literal')?.value.replace(/[\u200e\u200f\s]/g, '');
    pattern = { order, separator: literal || '/' };
    patterns.set(locale, pattern);
  }
  return pattern;
}

/** `2026-11-24` → `24/11/2026` (French); anything that is not such a day is returned as it is. */
export function formatDay(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !year || !month || !day) return iso;
  const values: Record<DayPart, string> = { year, month, day };
  const { order, separator } = dayPattern(locale);
  return order.map((part) => values[part]).join(separator);
}

/** Arabic-Indic and Eastern Arabic-Indic digits read as 0–9. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/**
 * What the reader typed, as YYYY-MM-DD: the language's order with any separator (24/11/2026, 24.11.2026,
 * 24-11-2026), or the ISO form itself; null when it is not a day of the calendar.
 */
export function parseDay(text: string, locale: string): string | null {
  const clean = latinDigits(text.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  const numbers = iso ? [iso[1], iso[2], iso[3]] : clean.split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order: DayPart[] = iso ? ['year', 'month', 'day'] : dayPattern(locale).order;
  const of = (part: DayPart) => numbers[order.indexOf(part)] ?? '';
  const [year, month, day] = [of('year'), Number(of('month')), Number(of('day'))];
  if (year.length !== 4) return null;
  const date = new Date(Date.UTC(Number(year), month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The placeholder in the language's order: `jj/mm/aaaa`, given each part's letters in that language. */
export function dayPlaceholder(locale: string, words: Record<DayPart, string>): string {
  const { order, separator } = dayPattern(locale);
  return order.map((part) => words[part]).join(separator);
}
