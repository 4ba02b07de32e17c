import { describe, expect, it } from 'vitest';
import { StreamedWorkbook } from '../../server/export/xlsx-stream';
import { readXlsx } from '../client/shell/readXlsx';

/** Text of every width in UTF-8: ASCII, accents, Arabic, and a character outside the BMP (a surrogate pair). */
const texts = ['REG-250304-AB12C', 'Élevage de Moïssala', 'بقر الأبقار', 'chèvre 🐐 ', 'x'];

describe('the streamed workbook', () => {
  it('reads back whole when its sheet spans many more bytes than the buffers it reuses', async () => {
    const chunks: Uint8Array[] = [];
    const workbook = new StreamedWorkbook(
      (chunk) => chunks.push(chunk),
      (error) => {
        throw error;
      },
      { header: ['ref', 'nom', 'n'], widths: [10, 10, 10], rightToLeft: true },
    );
    const rows = Array.from({ length: 30_000 }, (_, i) => [
      `${texts[i % texts.length]}-${i}`,
      texts[(i * 7) % texts.length]!.repeat(1 + (i % 9)),
      i,
    ]);
    // Batches of rows as the export hands them; together ~3 MB of XML, cut wherever a buffer fills.
    for (let from = 0; from < rows.length; from += 250) await workbook.addRows(rows.slice(from, from + 250));
    await workbook.end();

    const read = readXlsx(Buffer.concat(chunks));
    expect(read[0]).toEqual(['ref', 'nom', 'n']);
    expect(read.slice(1)).toEqual(rows.map(([ref, name, n]) => [ref, name, String(n)]));
  });
});
