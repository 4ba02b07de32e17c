import type { Cell } from './cells';

/** A real workbook; the writer is a separate chunk, fetched the first time someone exports. */
export async function writeXlsx(
  header: string[],
  rows: Cell[][],
  { rightToLeft = false } = {},
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const headerRow = header.map((value) => ({ value, fontWeight: 'bold' as const }));
  const widths = header.map((title, i) =>
    Math.min(
      60,
      Math.max(10, title.length + 2, ...rows.slice(0, 200).map((row) => String(row[i] ?? '').length + 2)),
    ),
  );
  return writeXlsxFile([headerRow, ...rows], {
    columns: widths.map((width) => ({ width })),
    dateFormat: 'yyyy-mm-dd hh:mm',
    rightToLeft,
    stickyRowsCount: 1,
  }).toBlob();
}
