/**
 * A workbook written row by row, in constant memory: the sheet's XML is deflated into the zip as it is
 * produced (fflate's streaming Zip), cells carry their text inline (no shared-strings table to hold), and
 * nothing but the current batch is ever in memory. write-excel-file builds the whole sheet in memory
 * first, which a million rows do not fit.
 */
import { Zip, ZipDeflate } from 'fflate';
import { neutraliseFormula } from '../../shared/csv';
import type { Cell } from '../../shared/export/cells';
import { NativeZipDeflate } from './native-zip-deflate';

const encoder = new TextEncoder();
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const FIXED_PARTS: Record<string, string> = {
  '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  // Style 1: bold (the header); style 2: a date and time.
  'xl/styles.xml': `<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
};

// What XML escapes, and the characters XML 1.0 cannot carry at all, even escaped (dropped): one pass.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the ones to drop
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

const escapeXml = (text: string) => text.replace(NEEDS_ESCAPE, (c) => ESCAPED[c] ?? '');

/** Excel counts days from 1899-12-30 (in UTC here, as the browser export did). */
const excelDate = (date: Date) => date.getTime() / 86_400_000 + 25_569;

/** Spaces at either end, which XML would drop without `xml:space`. */
const EDGE_SPACE = /^\s|\s$/;

/**
 * A cell without its reference (`r` is optional: cells follow one another, an empty one written as `<c/>`
 * to keep its place): a sheet's XML is most of an export's work, and the references were a fifth of it.
 */
function cellXml(value: Cell, style = 0): string {
  if (value === null) return '<c/>';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c${s}><v>${value}</v></c>` : '<c/>';
  if (value instanceof Date) return `<c s="2"><v>${excelDate(value)}</v></c>`;
  // Text is never a formula in a workbook, but the same text pasted elsewhere could be: same rule as CSV.
  const text = escapeXml(neutraliseFormula(value));
  const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
  return `<c t="inlineStr"${s}><is><t${space}>${text}</t></is></c>`;
}

export interface WorkbookOptions {
  header: string[];
  /** Column widths in characters, from the first rows. */
  widths: number[];
  rightToLeft: boolean;
}

/** Column widths from the header and the first rows (10 to 60 characters). */
export const columnWidths = (header: string[], rows: Cell[][]): number[] =>
  header.map((title, i) =>
    Math.min(
      60,
      Math.max(10, title.length + 2, ...rows.slice(0, 200).map((row) => String(row[i] ?? '').length + 2)),
    ),
  );

/** Opens the zip and writes the fixed parts and the sheet's start; `addRows` then `end`. Chunks go to `write`. */
export class StreamedWorkbook {
  private readonly zip: Zip;
  private readonly sheet: NativeZipDeflate;
  private readonly written: Promise<void>;
  /** The sheet's start, taken by zlib (the first rows wait for it). */
  private readonly opening: Promise<void>;
  private rowNumber = 0;

  constructor(write: (chunk: Uint8Array) => void, fail: (error: Error) => void, options: WorkbookOptions) {
    let finished = () => {};
    this.written = new Promise((done) => {
      finished = done;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) fail(error);
      else write(chunk);
      if (final || error) finished();
    });
    for (const [name, xml] of Object.entries(FIXED_PARTS)) {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(encoder.encode(XML_HEAD + xml), true);
    }
    // Level 1: the sheet is most of the work, and its XML shrinks well even so.
    this.sheet = new NativeZipDeflate('xl/worksheets/sheet1.xml', 1);
    this.zip.add(this.sheet);
    const view = `<sheetViews><sheetView workbookViewId="0"${options.rightToLeft ? ' rightToLeft="1"' : ''}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
    const cols = `<cols>${options.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`;
    this.opening = this.sheet.pushText(
      `${XML_HEAD}<worksheet xmlns="${MAIN}">${view}${cols}<sheetData>${this.rowXml(options.header, 1)}`,
    );
  }

  private rowXml(cells: Cell[], style = 0): string {
    this.rowNumber += 1;
    let xml = `<row r="${this.rowNumber}">`;
    for (const value of cells) xml += cellXml(value, style);
    return `${xml}</row>`;
  }

  /** Resolves once zlib has taken the rows: the caller reads its next batch only then. */
  async addRows(rows: Cell[][]): Promise<void> {
    await this.opening;
    if (rows.length) await this.sheet.pushText(rows.map((row) => this.rowXml(row)).join(''));
  }

  /** Resolves once the last byte of the workbook went to `write`. */
  async end(): Promise<void> {
    await this.opening;
    await this.sheet.end('</sheetData></worksheet>');
    this.zip.end();
    await this.written;
  }
}
