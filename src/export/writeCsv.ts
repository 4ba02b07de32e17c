import type { Cell } from './cells';

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const text = (cell: Cell): string => {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
};

/** RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read accents and Arabic right. */
export function writeCsv(header: string[], rows: Cell[][]): Blob {
  const lines = [header, ...rows].map((row) => row.map((cell) => quote(text(cell))).join(','));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
