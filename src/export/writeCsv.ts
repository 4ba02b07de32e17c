import { csvLine } from '../../shared/csv';
import type { Cell } from './cells';

/** RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read accents and Arabic right. */
export function writeCsv(header: string[], rows: Cell[][]): Blob {
  const lines = [header, ...rows].map(csvLine);
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
