/**
 * CSV writing shared by the browser's export and a server-side one: RFC 4180 quoting, and text cells that
 * a spreadsheet would run as a formula (CSV injection, OWASP) neutralised with a leading apostrophe.
 */

export type CsvValue = string | number | Date | null;

/** `= + - @` start a formula; a tab or carriage return before them hides it from a naive check. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text shown as typed, never evaluated: `=HYPERLINK(…)` becomes `'=HYPERLINK(…)`. */
export const neutraliseFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One cell: numbers and dates as they are (a negative number is not a formula), text neutralised. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return quote(neutraliseFormula(value));
}

export const csvLine = (values: CsvValue[]) => values.map(csvCell).join(',');
