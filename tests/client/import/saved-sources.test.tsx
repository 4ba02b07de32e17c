import { screen as dom, fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceByName } from '../../../resources';
import { ImportPage } from '../../../src/import/ImportPage';
import type { SavedMapping } from '../../../src/import/importApi';
import { setXsrfCookie, startApi } from '../providers/msw';
import { memoryDataProvider } from '../screens/support/memoryDataProvider';
import { renderScreen } from '../screens/support/renderScreen';

const server = startApi();
const villages = resourceByName('villages');
if (!villages) throw new Error('no villages resource');

const saved: SavedMapping[] = [
  {
    source: 'Kobo REPIMAT',
    mapping: { 'group_lieu/village': 'name', code_village: 'code' },
    updated_at: '2026-03-02T08:00:00.000Z',
  },
  { source: 'Mandoul sheet', mapping: { Nom: 'name' }, updated_at: '2026-02-01T08:00:00.000Z' },
];

/** What each POST of the import carried: its form fields. */
const sent: Record<string, string>[] = [];
/** The mappings the server holds. */
let list = saved;

const report = (mode: string) => ({
  mode,
  onError: 'all',
  committed: mode === 'commit',
  counts: { created: 1, updated: 0, unchanged: 0, error: 0 },
  rows: [{ line: 2, status: 'created' }],
});

beforeEach(() => {
  setXsrfCookie('token');
  sent.length = 0;
  list = saved;
  server.use(
    mock.get('/api/villages/import/mappings', () => HttpResponse.json(list)),
    mock.post('/api/villages/import', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      sent.push(fields);
      if (fields.mode === 'commit' && fields.source)
        list = [{ source: fields.source, mapping: {}, updated_at: '2026-03-05T08:00:00.000Z' }, ...list];
      // The columns sent, else those saved for the source, else the server's suggestion.
      const mapping: Record<string, string> = fields.mapping
        ? JSON.parse(fields.mapping)
        : (list.find((m) => m.source === fields.source)?.mapping ?? { Nom: 'name' });
      const file = { headers: Object.keys(mapping), mapping, targets: ['name', 'code'], total: 1 };
      const lines = [{ file }, { report: report(fields.mode ?? 'dry-run') }].map((l) => JSON.stringify(l));
      return new HttpResponse(`${lines.join('\n')}\n`, {
        headers: { 'content-type': 'application/x-ndjson' },
      });
    }),
  );
});

const chooseFile = () => {
  const input = dom.getByLabelText('File (CSV or .xlsx)') as HTMLInputElement;
  const file = new File(['Nom\nBaguirmi\n'], 'villages.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
};

describe('the import screen’s saved sources', () => {
  it('lists the saved sources, newest first; choosing one names the source, whose columns the server applies', async () => {
    renderScreen(<ImportPage resource={villages} />, { dataProvider: memoryDataProvider({}) });
    fireEvent.mouseDown(await dom.findByRole('combobox', { name: 'Saved mapping' }));
    const options = within(await dom.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'None',
      'Kobo REPIMAT · saved on Mar 2, 2026',
      'Mandoul sheet · saved on Feb 1, 2026',
    ]);
    fireEvent.click(options[1] as HTMLElement);
    expect((dom.getByRole('textbox', { name: /^Source/ }) as HTMLInputElement).value).toBe('Kobo REPIMAT');

    chooseFile();
    fireEvent.click(dom.getByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ mode: 'dry-run', source: 'Kobo REPIMAT' });
    expect(sent[0]?.mapping).toBeUndefined();
    // The columns the server applied are shown.
    const columns = await dom.findByRole('table', { name: 'Columns' });
    expect(within(columns).getByRole('combobox', { name: 'group_lieu/village' }).textContent).toBe('Name');

    // Back to none: no source, and the server suggests the columns again.
    fireEvent.mouseDown(dom.getByRole('combobox', { name: 'Saved mapping' }));
    fireEvent.click(within(await dom.findByRole('listbox')).getByRole('option', { name: 'None' }));
    expect((dom.getByRole('textbox', { name: /^Source/ }) as HTMLInputElement).value).toBe('');
  });

  it('is absent while no source is saved, and lists one from its first commit on', async () => {
    list = [];
    renderScreen(<ImportPage resource={villages} />, { dataProvider: memoryDataProvider({}) });
    await dom.findByRole('button', { name: 'Dry run' });
    fireEvent.change(dom.getByRole('textbox', { name: /^Source/ }), { target: { value: 'Salamat census' } });
    chooseFile();
    fireEvent.click(dom.getByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(dom.queryByRole('combobox', { name: 'Saved mapping' })).toBeNull();
    await waitFor(() =>
      expect((dom.getByRole('button', { name: 'Commit' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(dom.getByRole('button', { name: 'Commit' }));
    await dom.findByText('Import committed');
    fireEvent.mouseDown(await dom.findByRole('combobox', { name: 'Saved mapping' }));
    const options = within(await dom.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Salamat census · saved on Mar 5, 2026']);
  });
});
