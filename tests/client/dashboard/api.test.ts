import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAP_OUTBREAK_COLUMNS } from '../../../shared/outbreak-rows';
import {
  fetchMap,
  fetchOngoingOutbreaks,
  fetchSummary,
  searchRegistrations,
} from '../../../src/dashboard/api';
import type { OngoingOutbreaksAnswer } from '../../../src/dashboard/types';
import { startApi } from '../providers/msw';
import { summary2025 } from './summary-fixture';

const server = startApi();
const none = { provinceId: null, from: null, to: null, confirmed: false };

describe('dashboard calls', () => {
  it('asks the summary for the selection, weeks only when chosen', async () => {
    const asked: string[] = [];
    server.use(
      mock.get('/api/dashboard', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(summary2025);
      }),
    );
    expect(await fetchSummary({ ...none, specieId: 2, year: 2025 }, 'month')).toEqual(summary2025);
    await fetchSummary({ ...none, specieId: null, year: null }, 'week');
    await fetchSummary(
      { specieId: null, year: null, provinceId: 3, from: '2025-03-01', to: '2025-04-15', confirmed: false },
      'month',
    );
    expect(asked).toEqual([
      '?specie_id=2&year=2025',
      '?period=week',
      '?province_id=3&from=2025-03-01&to=2025-04-15',
    ]);
  });

  it('asks the map for the view only: bounds rounded to 3 decimals, and the zoom', async () => {
    let search = '';
    server.use(
      mock.get('/api/dashboard/map', ({ request }) => {
        search = decodeURIComponent(new URL(request.url).search);
        return HttpResponse.json({
          mode: 'clusters',
          zoom: 6,
          cell: 1.4,
          total: 0,
          clusters: [],
          points: [],
        });
      }),
    );
    await fetchMap({ ...none, specieId: null, year: 2026 }, [13.12345, 7.5, 24.00001, 23.44449], 6);
    expect(search).toBe('?year=2026&bbox=13.123,7.500,24.000,23.444&zoom=6');
  });

  it('searches references with the list filter and puts exact, then prefix matches first', async () => {
    let filter: unknown;
    server.use(
      mock.get('/api/registrations', ({ request }) => {
        filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? 'null');
        return HttpResponse.json([
          { id: 1, ref: 'XREG-2611', specie_id: 1, status: 'waiting', created_at: '2026-01-01T00:00:00Z' },
          { id: 2, ref: 'REG-26110', specie_id: 1, status: 'waiting', created_at: '2026-01-01T00:00:00Z' },
          { id: 3, ref: 'reg-2611', specie_id: 1, status: 'waiting', created_at: '2026-01-01T00:00:00Z' },
        ]);
      }),
    );
    const found = await searchRegistrations('REG-2611');
    expect(filter).toEqual({ q: 'REG-2611' });
    expect(found.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it("reads the outbreak layer's rows back into outbreaks, with the names given once", async () => {
    const layer: OngoingOutbreaksAnswer = {
      columns: MAP_OUTBREAK_COLUMNS,
      outbreaks: [
        [7, 'OB-2026-0007', 3, 40, 5, 12.2, 18.7, '2026-10-02', '2026-11-12', 14],
        [2, 'OB-2026-0002', 3, null, null, null, null, '2026-09-01', '2026-09-03', 1],
      ],
      diseases: { 3: 'Peste des petits ruminants' },
      municipalities: { 40: 'Mongo' },
      provinces: { 5: 'Guéra' },
      truncated: true,
    };
    server.use(mock.get('/api/dashboard/outbreaks/ongoing', () => HttpResponse.json(layer)));
    expect(await fetchOngoingOutbreaks({ ...none, specieId: null, year: 2026 })).toEqual({
      outbreaks: [
        {
          id: 7,
          ref: 'OB-2026-0007',
          disease: 'Peste des petits ruminants',
          municipality: 'Mongo',
          province: 'Guéra',
          lat: 12.2,
          lng: 18.7,
          started_at: '2026-10-02',
          last_case_at: '2026-11-12',
          cases: 14,
        },
        {
          id: 2,
          ref: 'OB-2026-0002',
          disease: 'Peste des petits ruminants',
          municipality: null,
          province: null,
          lat: null,
          lng: null,
          started_at: '2026-09-01',
          last_case_at: '2026-09-03',
          cases: 1,
        },
      ],
      truncated: true,
    });
  });

  it('rejects with the server message when the dashboard is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mock.get('/api/dashboard', () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })),
    );
    await expect(fetchSummary({ ...none, specieId: null, year: 2025 }, 'month')).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in',
    });
  });
});
