/** Reads back a workbook's first sheet as rows of text: a tiny unzip (node:zlib) and the sheet's XML. */
import { inflateRawSync } from 'node:zlib';

function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extra;
  }
  return files;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function readXlsx(workbook: Buffer): string[][] {
  const files = unzip(workbook);
  const sheetName = [...files.keys()].find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  if (!sheetName) throw new Error('no worksheet');
  const shared = [
    ...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map(([, item = '']) =>
    unescapeXml([...item.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, t]) => t).join('')),
  );
  const sheet = files.get(sheetName)?.toString('utf8') ?? '';
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map(([, row = '']) => {
    const cells: string[] = [];
    for (const [, attributes = '', body = ''] of row.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const column = columnIndex(/ r="([A-Z]+)\d+"/.exec(attributes)?.[1]) ?? cells.length;
      while (cells.length < column) cells.push('');
      cells[column] = cellText(attributes, body, shared);
    }
    return cells;
  });
}

/** 'A' → 0, 'AB' → 27. */
const columnIndex = (letters: string | undefined) =>
  letters ? [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1 : undefined;

function cellText(attributes: string, body: string, shared: string[]): string {
  const inline = /<is>([\s\S]*?)<\/is>/.exec(body);
  if (inline) return unescapeXml((inline[1] ?? '').replace(/<[^>]+>/g, ''));
  const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
  return / t="s"/.test(attributes) ? (shared[Number(value)] ?? '') : unescapeXml(value);
}
