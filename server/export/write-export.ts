/**
 * Streams every record a list query selects as a workbook or a CSV file, batch after batch (keyset), into
 * `out`, waiting for the client to take each batch before reading the next: memory stays one batch
 * whatever the number of rows. Stops when the client leaves.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Resource } from '../../resources/kit';
import { csvLine } from '../../shared/csv';
import { type Cell, toRow } from '../../shared/export/cells';
import { exportColumns, type Translate } from '../../shared/export/columns';
import type { CrudRegistry } from '../crud/context';
import type { ListQuery } from '../crud/list-query';
import { recordBatches } from '../crud/store';
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

/**
 * The same few keys (a status, a classification) are asked for on every row: polyglot's lookup and
 * interpolation once per distinct key instead.
 */
function rememberingTranslate(translate: Translate): Translate {
  const known = new Map<string, string>();
  return (key, options) => {
    const remembered = `${key}\u0000${options?._ ?? ''}`;
    let text = known.get(remembered);
    if (text === undefined) {
      text = translate(key, options);
      known.set(remembered, text);
    }
    return text;
  };
}

/**
 * The batches of `source`, the next one asked for as soon as the current one is handed out: the database
 * reads it while this process turns the current one into the file.
 */
async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = source.next();
      yield current.value;
    }
  } finally {
    // Stopped early (the client left): let the read in flight end, then close the source.
    await next.catch(() => undefined);
    await source.return(undefined);
  }
}

/** Resolves when every row is written and `out` ended; rejects (and destroys `out`) on a failure. */
export async function writeExport(job: ExportJob): Promise<void> {
  const { reg, resource, query, format, language, out, signal } = job;
  const translate = rememberingTranslate(job.translate);
  const columns = exportColumns(resource, translate);
  const header = columns.map((column) => column.header);
  const labelsFor = labelReader(reg, columns, language);
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
  try {
    for await (const records of readAhead(recordBatches(reg, resource, query, EXPORT_BATCH))) {
      if (signal.aborted) break;
      const labels = await labelsFor(records);
      // A slice's cells and XML die young (a cheap scavenge) instead of a whole batch's reaching the old
      // generation, whose collections come late: the server's memory then grew by ~200 MB at 50,000 rows.
      for (let from = 0; from < records.length; from += SLICE) {
        const rows = records
          .slice(from, from + SLICE)
          .map((record) => toRow(record, columns, labels, resource.name, translate, language));
        sink ??= open(rows);
        await sink.rows(rows);
        if (failure) throw failure;
      }
      if (out.writableNeedDrain) await once(out, 'drain', { signal });
    }
    if (signal.aborted) {
      out.destroy();
      return;
    }
    sink ??= open([]);
    await sink.end();
    if (failure) throw failure;
    out.end();
  } catch (error) {
    out.destroy(signal.aborted ? undefined : (error as Error));
    if (!signal.aborted) throw error;
  }
}

/** What the audit trail keeps of an export: the format and the list's filter and sort, as asked. */
export const exportChanges = (format: ExportFormat, query: Record<string, unknown>) => ({
  format: { before: null, after: format },
  filter: { before: null, after: typeof query.filter === 'string' ? query.filter : null },
  sort: { before: null, after: typeof query.sort === 'string' ? query.sort : null },
});
