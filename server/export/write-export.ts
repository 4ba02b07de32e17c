/**
 * Streams every record a list query selects as a workbook or a CSV file, batch after batch (export-rows.ts),
 * into `out`, waiting for the client to take each batch before handling the next: memory stays a batch or
 * two whatever the number of rows. Stops when the client leaves.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Resource } from '../../resources/kit';
import { csvLine } from '../../shared/csv';
import { type Cell, cellOf, valueLabel } from '../../shared/export/cells';
import { exportColumns, type Translate } from '../../shared/export/columns';
import type { CrudRegistry } from '../crud/context';
import type { ListQuery } from '../crud/list-query';
import { readExportRows } from './export-rows';
import { labelReader } from './labels';
import { columnWidths, StreamedWorkbook } from './xlsx-stream';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_BATCH = 500;
/** Rows turned into cells and file text at a time. */
const SLICE = 250;

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface ExportJob {
  reg: CrudRegistry;
  resource: Resource;
  query: ListQuery;
  format: ExportFormat;
  language: string;
  rightToLeft: boolean;
  translate: Translate;
  out: Writable;
  signal: AbortSignal;
}

interface Sink {
  rows(rows: Cell[][]): void | Promise<void>;
  end(): void | Promise<void>;
}

const encoder = new TextEncoder();

function csvSink(write: (chunk: Uint8Array) => void, header: string[]): Sink {
  // A byte-order mark so spreadsheet programs read accents and Arabic right.
  write(encoder.encode(`\uFEFF${csvLine(header)}\r\n`));
  return {
    rows: (rows) => write(encoder.encode(rows.map((row) => `${csvLine(row)}\r\n`).join(''))),
    end: () => undefined,
  };
}

/** Stops the reading when the client left. */
class ClientGone extends Error {}

/** `label` remembering what it answered. */
function remembered(label: (raw: string) => string): (raw: string) => string {
  const known = new Map<string, string>();
  return (raw) => {
    let text = known.get(raw);
    if (text === undefined) {
      text = label(raw);
      known.set(raw, text);
    }
    return text;
  };
}

/** Resolves when every row is written and `out` ended; rejects (and destroys `out`) on a failure. */
export async function writeExport(job: ExportJob): Promise<void> {
  const { reg, resource, query, format, language, out, signal } = job;
  const columns = exportColumns(resource, job.translate);
  const header = columns.map((column) => column.header);
  const labelsFor = labelReader(reg, columns, language);
  // The same few statuses on every row: each one's label is looked up once.
  const values = columns.map((column) => remembered(valueLabel(resource.name, column, job.translate)));
  let failure: Error | null = null;
  const write = (chunk: Uint8Array) => {
    out.write(chunk);
  };
  const fail = (error: Error) => {
    failure = error;
  };
  let sink: Sink | null = format === 'csv' ? csvSink(write, header) : null;
  const open = (firstRows: Cell[][]): Sink => {
    const workbook = new StreamedWorkbook(write, fail, {
      header,
      widths: columnWidths(header, firstRows),
      rightToLeft: job.rightToLeft,
    });
    return { rows: (rows) => workbook.addRows(rows), end: () => workbook.end() };
  };
  const writeRows = async (stored: unknown[][]) => {
    if (signal.aborted) throw new ClientGone();
    const labels = await labelsFor(stored);
    const names = columns.map((column) => labels.get(column.source));
    // A slice's cells and XML die young (a cheap scavenge) instead of a whole batch's reaching the old
    // generation, whose collections come late: the server's memory then grew by ~200 MB at 50,000 rows.
    for (let from = 0; from < stored.length; from += SLICE) {
      const rows = stored
        .slice(from, from + SLICE)
        .map((row) => columns.map((column, i) => cellOf(row[i], column, names[i], values[i]!)));
      sink ??= open(rows);
      await sink.rows(rows);
      if (failure) throw failure;
    }
    if (out.writableNeedDrain) await once(out, 'drain', { signal });
  };
  try {
    await readExportRows({ reg, resource, columns, query, language, size: EXPORT_BATCH, signal }, writeRows);
    if (signal.aborted) throw new ClientGone();
    sink ??= open([]);
    await sink.end();
    if (failure) throw failure;
    out.end();
  } catch (error) {
    out.destroy(signal.aborted || !(error instanceof Error) ? undefined : error);
    if (!signal.aborted) throw error;
  }
}

/** What the audit trail keeps of an export: the format and the list's filter and sort, as asked. */
export const exportChanges = (format: ExportFormat, query: Record<string, unknown>) => ({
  format: { before: null, after: format },
  filter: { before: null, after: typeof query.filter === 'string' ? query.filter : null },
  sort: { before: null, after: typeof query.sort === 'string' ? query.sort : null },
});
