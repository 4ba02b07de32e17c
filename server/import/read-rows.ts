/**
 * Reads an uploaded CSV or .xlsx file as rows of cells, with maintained parsers: papaparse parses a CSV
 * as a stream, row by row, as the import consumes them; read-excel-file reads the first sheet of a
 * workbook (a zip must be whole before it can be read). The upload itself is received whole first
 * (bounded by IMPORT_MAX_MB): a slow import must not hold the request open past REQUEST_TIMEOUT_SECONDS.
 */
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { ApiError } from '../http/errors';

/** A cell as the parser gives it: text from a CSV; text, number, boolean or date from a workbook. */
export type Cell = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  line: number;
  cells: Cell[];
}

export interface OpenedFile {
  headers: string[];
  rows: AsyncIterable<SheetRow>;
  /** Data rows in the file, when known before reading them (a workbook). */
  total: number | null;
  /** How much of the file the rows read so far cover, from 0 to 1. */
  done(): number;
}

const XLSX = /\.xlsx$/i;
const CSV = /\.(csv|txt)$/i;

export const isWorkbook = (filename: string, mimetype: string) =>
  XLSX.test(filename) || mimetype.includes('spreadsheetml');

export const isCsv = (filename: string, mimetype: string) =>
  CSV.test(filename) || mimetype === 'text/csv' || mimetype === 'text/plain';

const headerText = (cell: Cell | undefined) =>
  String(cell ?? '')
    .replace(/^\uFEFF/, '')
    .trim();

const blank = (cells: readonly Cell[]) => cells.every((c) => c === null || String(c).trim() === '');

/** Opens a CSV or .xlsx upload; 422 when it is neither, or holds no header row. */
export async function openFile(content: Buffer, filename: string, mimetype: string): Promise<OpenedFile> {
  if (isWorkbook(filename, mimetype)) return openWorkbook(content);
  if (isCsv(filename, mimetype)) return openCsv(content);
  throw new ApiError(422, 'import.unsupportedFile');
}

async function openWorkbook(content: Buffer): Promise<OpenedFile> {
  let sheet: Cell[][];
  try {
    sheet = (await readSheet(content)) as Cell[][];
  } catch {
    throw new ApiError(422, 'import.unreadableFile');
  }
  const start = sheet.findIndex((cells) => !blank(cells));
  if (start < 0) throw new ApiError(422, 'import.emptyFile');
  const headers = (sheet[start] ?? []).map(headerText);
  const data = sheet.slice(start + 1);
  let read = 0;
  async function* rows() {
    for (const [i, cells] of data.entries()) {
      read = i + 1;
      if (!blank(cells)) yield { line: start + i + 2, cells };
    }
  }
  const total = data.filter((cells) => !blank(cells)).length;
  return { headers, rows: rows(), total, done: () => (data.length ? read / data.length : 1) };
}

const CHUNK = 64 * 1024;

async function openCsv(content: Buffer): Promise<OpenedFile> {
  let fed = 0;
  // One decoder across chunks: a character split between two chunks (Arabic, accents) stays whole.
  const decoder = new TextDecoder('utf-8');
  function* chunks() {
    for (let at = 0; at < content.length; at += CHUNK) {
      fed = Math.min(content.length, at + CHUNK);
      yield decoder.decode(content.subarray(at, fed), { stream: fed < content.length });
    }
  }
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  Readable.from(chunks()).pipe(parser);
  const iterator = (parser as AsyncIterable<string[]>)[Symbol.asyncIterator]();
  const first = await iterator.next().catch(() => {
    throw new ApiError(422, 'import.unreadableFile');
  });
  if (first.done) throw new ApiError(422, 'import.emptyFile');
  const headers = first.value.map(headerText);
  async function* rows() {
    let line = 1;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      line += 1;
      yield { line, cells: next.value };
    }
  }
  return { headers, rows: rows(), total: null, done: () => (content.length ? fed / content.length : 1) };
}
