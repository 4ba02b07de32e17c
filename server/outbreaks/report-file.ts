/**
 * A report as sheets of plain rows, written as .xlsx (one worksheet each, right-to-left in Arabic) or as
 * CSV (the main sheet only). Text goes through the CSV-injection guard of `shared/csv.ts` in both.
 */
import writeXlsxFile from 'write-excel-file/node';
import { type CsvValue, csvLine, neutraliseFormula } from '../../shared/csv';
import { localToday } from '../dashboard/calendar';

export interface ReportSheet {
  name: string;
  rows: CsvValue[][];
}

export type ReportFormat = 'csv' | 'xlsx';

const cell = (value: CsvValue) => {
  if (value === null) return null;
  if (value instanceof Date) return { value: isoDay(value), type: String };
  if (typeof value === 'number') return { value, type: Number };
  return { value: neutraliseFormula(value), type: String };
};

/** The file's bytes and content type; CSV carries a BOM so spreadsheets read UTF-8 (Arabic) right. */
export async function reportFile(
  sheets: ReportSheet[],
  main: ReportSheet,
  format: ReportFormat,
  rtl: boolean,
) {
  if (format === 'csv') {
    const text = main.rows
      .map((row) => csvLine(row.map((v) => (v instanceof Date ? isoDay(v) : v))))
      .join('\r\n');
    return { body: Buffer.from(`\uFEFF${text}\r\n`, 'utf8'), type: 'text/csv; charset=utf-8' };
  }
  const body = await writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name.slice(0, 31),
      rightToLeft: rtl,
      data: sheet.rows.map((row, i) =>
        row.map((v) => {
          const c = cell(v);
          return c && i === 0 && sheet.rows.length > 1 ? { ...c, fontWeight: 'bold' as const } : c;
        }),
      ),
    })),
  ).toBuffer();
  return { body, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

/** A date as its day (YYYY-MM-DD) in the dashboard's time zone, as the dashboard counts days. */
export const isoDay = (date: Date) => localToday(date);
