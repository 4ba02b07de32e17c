import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '../../../src/dashboard';
import { rememberUser } from '../../../src/providers/session';
import { startApi } from '../providers/msw';
import { i18nProvider } from '../screens/support/renderScreen';
import { summary2025 } from './summary-fixture';
import { FakeObserver, installFakeObserver, withoutIntersectionObserver } from './support/fakeObserver';

// The lazy chunks (leaflet, recharts) have their own tests; here the page shell and its wiring.
vi.mock('../../../src/dashboard/map/DashboardMap', () => ({
  default: ({ selection }: { selection: { specieId: number | null; year: number | null } }) => (
    <div data-testid="map">{`map ${selection.specieId} ${selection.year}`}</div>
  ),
}));
vi.mock('../../../src/dashboard/charts/DashboardCharts', () => ({
  default: ({ summary }: { summary?: { totals: { animals: number } } }) => (
    <div data-testid="charts">{`charts ${summary?.totals.animals ?? '-'}`}</div>
  ),
}));

afterEach(cleanup);
const server = startApi();
// Every part draws at once, as where the browser cannot tell what is in view; the cold load below says when.
withoutIntersectionObserver();

const outbreaks2025 = {
  by_status: { ongoing: 2, resolved: 5, endemic: 0 },
  ongoing: [
    {
      id: 41,
      ref: 'OB-2025-0041',
      disease: 'Peste des petits ruminants',
      municipality: 'Mongo',
      province: 'Guéra',
      started_at: '2025-03-02',
      last_case_at: '2025-03-20',
      cases: 17,
      registrations_count: 4,
    },
  ],
};
const openAlerts = {
  open: 3,
  latest: [
    {
      id: 7,
      disease: 'Fièvre aphteuse',
      place: 'Mongo',
      week: '2025-W12',
      cases: 4,
      created_at: '2025-03-21T08:00:00Z',
    },
    { id: 6, disease: null, place: null, week: '2025-W11', cases: 1, created_at: '2025-03-14T08:00:00Z' },
  ],
};
beforeEach(() => {
  // The selectors' lists, empty unless a test gives its own (a test's handlers come first).
  server.use(
    mock.get('/api/dashboard/outbreaks', () => HttpResponse.json(outbreaks2025)),
    mock.get('/api/dashboard/alerts', () => HttpResponse.json(openAlerts)),
    mock.get('/api/species', () => HttpResponse.json([])),
    mock.get('/api/provinces', () => HttpResponse.json([])),
  );
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Answers /api/dashboard with 2025's summary, and the other routes as given; the queries it was asked. */
function recordDashboardQueries(...others: Parameters<typeof server.use>): string[] {
  const asked: string[] = [];
  server.use(
    mock.get('/api/dashboard', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(summary2025);
    }),
    ...others,
  );
  return asked;
}

function renderDashboard(entry = '/dashboard?year=2025') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('<Dashboard>', () => {
  it('shows the totals of the selection and drives map and charts from the species selector', async () => {
    const asked = recordDashboardQueries(
      mock.get('/api/species', () =>
        HttpResponse.json([
          { id: 1, name: 'Bovins' },
          { id: 2, name: 'Caprins' },
        ]),
      ),
    );
    renderDashboard();
    const totals = await screen.findByTestId('dashboard-totals');
    await waitFor(() => expect(within(totals).getByText('24')).toBeTruthy());
    expect(within(totals).getByText('Males 11 · Females 13')).toBeTruthy();
    expect(await screen.findByText('charts 24')).toBeTruthy();
    expect(screen.getByTestId('map').textContent).toBe('map null 2025');

    fireEvent.mouseDown(within(screen.getByTestId('dashboard-species')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Caprins' }));
    await waitFor(() => expect(asked).toContain('?specie_id=2&year=2025'));
    expect(screen.getByTestId('map').textContent).toBe('map 2 2025');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?year=2025&specie_id=2');
  });

  it('filters by province and by a range of days, which replaces the year', async () => {
    const asked = recordDashboardQueries(
      mock.get('/api/species', () => HttpResponse.json([])),
      mock.get('/api/provinces', () =>
        HttpResponse.json([
          { id: 7, name: 'Hadjer-Lamis' },
          { id: 8, name: 'Kanem' },
        ]),
      ),
    );
    renderDashboard();
    fireEvent.mouseDown(within(screen.getByTestId('dashboard-province')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Kanem' }));
    await waitFor(() => expect(asked).toContain('?year=2025&province_id=8'));
    fireEvent.change(within(screen.getByTestId('dashboard-from')).getByLabelText('From'), {
      target: { value: '2025-03-01' },
    });
    await waitFor(() => expect(asked).toContain('?province_id=8&from=2025-03-01'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?year=all&province_id=8&from=2025-03-01');
    expect(screen.getByTestId('map').textContent).toBe('map null null');
  });

  it('switches to confirmed cases only: asked of the server, kept in the address, carried to the lists', async () => {
    const asked = recordDashboardQueries(mock.get('/api/species', () => HttpResponse.json([])));
    rememberUser({ id: 1, name: 'Admin', roles: ['Admin'], permissions: [], active_role: 'Admin' });
    renderDashboard();
    const totals = await screen.findByTestId('dashboard-totals');
    fireEvent.click(screen.getByLabelText('Confirmed cases only'));
    await waitFor(() => expect(asked).toContain('?year=2025&confirmed=true'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?year=2025&confirmed=true');
    fireEvent.click(await within(totals).findByText('Waiting'));
    const where = decodeURIComponent(screen.getByTestId('where').textContent ?? '');
    expect(where).toContain('"classification":["confirmed_clinical","confirmed_laboratory"]');
  });

  it('opens the registrations list filtered by status from a total', async () => {
    server.use(
      mock.get('/api/dashboard', () => HttpResponse.json(summary2025)),
      mock.get('/api/species', () => HttpResponse.json([])),
    );
    rememberUser({ id: 1, name: 'Admin', roles: ['Admin'], permissions: [], active_role: 'Admin' });
    renderDashboard('/dashboard?year=all');
    const totals = await screen.findByTestId('dashboard-totals');
    fireEvent.click(await within(totals).findByText('Waiting'));
    const where = decodeURIComponent(screen.getByTestId('where').textContent ?? '');
    expect(where).toBe('/registrations/index?filter={"status":"waiting"}');
  });

  it('shows the timeliness medians and opens the registrations of a classification', async () => {
    server.use(
      mock.get('/api/dashboard', () => HttpResponse.json(summary2025)),
      mock.get('/api/species', () => HttpResponse.json([])),
    );
    rememberUser({ id: 1, name: 'Admin', roles: ['Admin'], permissions: [], active_role: 'Admin' });
    renderDashboard('/dashboard?year=all');
    const timeliness = await screen.findByTestId('dashboard-timeliness');
    expect(within(timeliness).getByRole('heading', { name: 'Timeliness and classification' })).toBeTruthy();
    expect(await within(timeliness).findByText('median 4.5 d')).toBeTruthy();
    expect(within(timeliness).getByText('over 6 registrations')).toBeTruthy();
    // No confirmation yet: no median, not a zero.
    expect(within(timeliness).getByText('—')).toBeTruthy();
    const totals = screen.getByTestId('dashboard-totals');
    expect(within(totals).getByText('Sent back')).toBeTruthy();
    fireEvent.click(within(timeliness).getByText('Ruled out'));
    const where = decodeURIComponent(screen.getByTestId('where').textContent ?? '');
    expect(where).toBe('/registrations/index?filter={"classification":"ruled_out"}');
  });

  it('keeps a Décideur on the dashboard: the totals lead to no page they may not open', async () => {
    server.use(
      mock.get('/api/dashboard', () => HttpResponse.json(summary2025)),
      mock.get('/api/species', () => HttpResponse.json([])),
    );
    rememberUser({ id: 4, name: 'Décideur', roles: ['Décideur'], permissions: [], active_role: 'Décideur' });
    renderDashboard('/dashboard?year=all');
    const totals = await screen.findByTestId('dashboard-totals');
    fireEvent.click(await within(totals).findByText('Waiting'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?year=all');
  });

  it("mounts the reference search's Autocomplete on focus, keeping the focus and what was typed", async () => {
    const asked: string[] = [];
    server.use(
      mock.get('/api/dashboard', () => HttpResponse.json(summary2025)),
      mock.get('/api/species', () => HttpResponse.json([])),
      mock.get('/api/registrations', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('filter') ?? '');
        return HttpResponse.json([{ id: 9, ref: 'REG-250301-0009' }]);
      }),
    );
    rememberUser({ id: 1, name: 'Admin', roles: ['Admin'], permissions: [], active_role: 'Admin' });
    const { container } = renderDashboard();
    await screen.findByTestId('dashboard-totals');
    const standIn = screen.getByRole('combobox', { name: 'Search by reference' });
    expect(container.querySelector('.MuiAutocomplete-root')).toBeNull();
    // A character typed as the focus arrives, before the swap, is kept.
    fireEvent.change(standIn, { target: { value: 'REG-25' } });
    act(() => standIn.focus());
    const box = screen.getByRole('combobox', { name: 'Search by reference' });
    expect(box).not.toBe(standIn);
    expect(box.closest('.MuiAutocomplete-root')).not.toBeNull();
    expect(document.activeElement).toBe(box);
    expect(screen.getByDisplayValue('REG-25')).toBe(box);
    fireEvent.click(await screen.findByRole('option', { name: 'REG-250301-0009' }));
    expect(asked).toEqual(['{"q":"REG-25"}']);
    expect(screen.getByTestId('where').textContent).toBe('/registrations/index/9/show');
  });

  it('says when the figures cannot be loaded, and tries again on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      mock.get('/api/dashboard', () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json(summary2025),
      ),
      mock.get('/api/species', () => HttpResponse.json([])),
    );
    renderDashboard();
    expect(await screen.findByText('The dashboard data could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('charts 24')).toBeTruthy();
  });

  it("shows the selection's outbreaks by status (opening the outbreaks list) and the latest ongoing ones", async () => {
    const asked: string[] = [];
    server.use(
      mock.get('/api/dashboard', () => HttpResponse.json(summary2025)),
      mock.get('/api/dashboard/outbreaks', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(outbreaks2025);
      }),
    );
    renderDashboard('/dashboard?year=2025&province_id=8');
    const card = await screen.findByTestId('dashboard-outbreaks');
    expect(within(card).getByRole('heading', { name: 'Outbreaks' })).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('OB-2025-0041')).toBeTruthy());
    expect(asked).toContain('?year=2025&province_id=8');
    expect(within(card).getByText('last case Mar 20, 2025 · 17 cases')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'OB-2025-0041' }).getAttribute('href')).toBe(
      '/registrations/outbreaks/41/show',
    );
    fireEvent.click(within(card).getByText('Resolved'));
    const filter = encodeURIComponent(JSON.stringify({ province_id: 8, status: 'resolved' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/registrations/outbreaks?filter=${filter}`),
    );
  });

  it('shows the open alerts of the selection (opening the alerts list) and the latest raised', async () => {
    const asked: string[] = [];
    server.use(
      mock.get('/api/dashboard', () => HttpResponse.json(summary2025)),
      mock.get('/api/dashboard/alerts', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(openAlerts);
      }),
    );
    renderDashboard('/dashboard?year=2025&province_id=8');
    const card = await screen.findByTestId('dashboard-alerts');
    expect(within(card).getByRole('heading', { name: 'Open alerts' })).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Fièvre aphteuse')).toBeTruthy());
    expect(asked).toContain('?year=2025&province_id=8');
    expect(within(card).getByText('week \u20662025-W12\u2069 · 4 cases')).toBeTruthy();
    expect(within(card).getByText('week \u20662025-W11\u2069 · 1 case')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Fièvre aphteuse' }).getAttribute('href')).toBe(
      '/alerts/index/7/show',
    );
    // A rule for any notifiable disease, counted over the whole country.
    expect(within(card).getByRole('link', { name: 'any notifiable disease' })).toBeTruthy();
    expect(within(card).getByText('whole country')).toBeTruthy();
    fireEvent.click(within(card).getByText('Waiting for acknowledgement'));
    const filter = encodeURIComponent(JSON.stringify({ status: 'open', province_id: 8 }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/alerts/index?filter=${filter}`),
    );
  });

  describe('on a cold load, before the reader scrolls', () => {
    installFakeObserver();

    it('draws and asks for the cards below the totals only once they come near', async () => {
      const asked: string[] = [];
      server.events.on('request:start', ({ request }) => {
        asked.push(new URL(request.url).pathname);
      });
      server.use(
        mock.get('/api/dashboard', () => HttpResponse.json(summary2025)),
        mock.get('/api/species', () => HttpResponse.json([])),
      );
      renderDashboard();
      const totals = await screen.findByTestId('dashboard-totals');
      await waitFor(() => expect(within(totals).getByText('24')).toBeTruthy());
      for (const card of ['dashboard-timeliness', 'dashboard-alerts', 'dashboard-outbreaks', 'map']) {
        expect(screen.queryByTestId(card)).toBeNull();
      }
      expect(asked).not.toContain('/api/dashboard/alerts');
      expect(asked).not.toContain('/api/dashboard/outbreaks');

      act(() => {
        for (const observer of FakeObserver.instances) observer.report(true);
      });
      expect(await screen.findByTestId('dashboard-alerts')).toBeTruthy();
      expect(screen.getByTestId('dashboard-outbreaks')).toBeTruthy();
      expect(screen.getByTestId('dashboard-timeliness')).toBeTruthy();
      await waitFor(() => expect(asked).toContain('/api/dashboard/alerts'));
      expect(asked).toContain('/api/dashboard/outbreaks');
      server.events.removeAllListeners();
    });
  });
});
