import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundaryImport } from '../../../src/dashboard/map/BoundaryImport';
import { rememberUser } from '../../../src/providers/session';
import { setXsrfCookie, startApi } from '../providers/msw';
import { i18nProvider } from '../screens/support/renderScreen';

afterEach(cleanup);
const server = startApi();

const GEOJSON = JSON.stringify({ type: 'FeatureCollection', features: [] });

function renderImport() {
  const onImported = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <BoundaryImport onImported={onImported} />
    </AdminContext>,
  );
  return onImported;
}

function chooseFile() {
  const input = screen.getByLabelText('GeoJSON file');
  fireEvent.change(input, {
    target: { files: [new File([GEOJSON], 'tchad-adm1.geojson', { type: 'application/geo+json' })] },
  });
}

function admin() {
  setXsrfCookie('token');
  rememberUser({ id: 1, name: 'Admin', roles: ['Admin'], permissions: [], active_role: 'Admin' });
}

describe('<BoundaryImport>', () => {
  it('sends the file to the level chosen and shows what matched, what did not and what is left', async () => {
    admin();
    const asked: { url: string; body: string }[] = [];
    server.use(
      mock.put('/api/boundaries/:level', async ({ request }) => {
        asked.push({ url: request.url, body: await request.text() });
        return HttpResponse.json({
          saved: 2,
          matched: [
            { area_id: 1, name: 'Batha', feature: 0 },
            { area_id: 2, name: 'Guéra', feature: 1 },
          ],
          unmatched: [{ feature: 2, label: 'Atlantis' }],
          without: [{ id: 3, name: 'Kanem' }],
        });
      }),
    );
    const onImported = renderImport();
    fireEvent.click(screen.getByRole('button', { name: 'Import boundaries' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Departments' }));
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 outlines saved')).toBeTruthy();
    expect(screen.getByText(/Features matching no area \(1\): Atlantis/)).toBeTruthy();
    expect(screen.getByText(/Areas still without an imported outline \(1\): Kanem/)).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
    const url = new URL(asked[0]?.url ?? '');
    expect(url.pathname).toBe('/api/boundaries/departments');
    expect(url.searchParams.get('source')).toBe('tchad-adm1.geojson');
    expect(asked[0]?.body).toBe(GEOJSON);
  });

  it("shows the server's message for a file it refuses, and asks for a file before sending", async () => {
    admin();
    let calls = 0;
    server.use(
      mock.put('/api/boundaries/:level', () => {
        calls++;
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors: { file: ['Features 3: expected a Polygon'] } },
          { status: 422 },
        );
      }),
    );
    const onImported = renderImport();
    fireEvent.click(screen.getByRole('button', { name: 'Import boundaries' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a GeoJSON file');
    expect(calls).toBe(0);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Features 3: expected a Polygon'));
    expect(onImported).not.toHaveBeenCalled();
  });

  it('is not offered to whoever may not edit the areas', () => {
    rememberUser({ id: 4, name: 'Décideur', roles: ['Décideur'], permissions: [], active_role: 'Décideur' });
    renderImport();
    expect(screen.queryByRole('button', { name: 'Import boundaries' })).toBeNull();
  });
});
