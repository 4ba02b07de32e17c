import { screen as dom, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceByName } from '../../../resources';
import type { ImportReport } from '../../../src/import/importApi';
import { ReportTable } from '../../../src/import/ReportTable';
import { memoryDataProvider } from '../screens/support/memoryDataProvider';
import { renderScreen } from '../screens/support/renderScreen';

const villages = resourceByName('villages');
if (!villages) throw new Error('no villages resource');

/** 30 rows: 28 created, then two errors on lines 7 and 20. */
const report: ImportReport = {
  mode: 'dry-run',
  onError: 'all',
  committed: false,
  counts: { created: 28, updated: 0, unchanged: 0, error: 2 },
  rows: Array.from({ length: 30 }, (_, index) => {
    const line = index + 2;
    return line === 7 || line === 20
      ? { line, status: 'error' as const, errors: { name: ['required'] } }
      : { line, status: 'created' as const };
  }),
};

describe('the import report', () => {
  it.each([
    [
      'en',
      'Error: 2',
      'Rows per page:',
      '1-2 of 2',
      '1-25 of 30',
      'Go to next page',
      'Only rows with errors',
    ],
    ['fr', 'Erreur : 2', 'Lignes par page :', '1-2 sur 2', '1-25 sur 30', 'Aller à la prochaine page', null],
    ['ar', 'خطأ: 2', 'عدد الصفوف في الصفحة:', '1-2 من 2', '1-25 من 30', 'الانتقال إلى الصفحة التالية', null],
  ] as const)('counts and pages in %s', (locale, errorCount, perPage, errorsOnly, all, next, onlyErrors) => {
    renderScreen(<ReportTable resource={villages} report={report} />, {
      dataProvider: memoryDataProvider({}),
      locale,
    });
    // The summary's punctuation is the language's (a space before the colon in French only).
    expect(dom.getByText(errorCount)).toBeTruthy();
    expect(dom.getByText(perPage)).toBeTruthy();
    // The report opens on its errors.
    expect(dom.getByText(errorsOnly)).toBeTruthy();
    const toggle = dom.getByRole('switch');
    if (onlyErrors) expect(dom.getByLabelText(onlyErrors)).toBe(toggle);
    fireEvent.click(toggle);
    expect(dom.getByText(all)).toBeTruthy();
    fireEvent.click(dom.getByRole('button', { name: next }));
    expect(dom.getByText(all.replace('1-25', '26-30'))).toBeTruthy();
  });
});
