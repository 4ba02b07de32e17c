import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http as mock } from 'msw';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { covers, useMapAnswer } from '../../../src/dashboard/map/useMapAnswer';
import type { Selection } from '../../../src/dashboard/types';
import { useSummary } from '../../../src/dashboard/useDashboardData';
import { useRefSearch } from '../../../src/dashboard/useRefSearch';
import { startApi } from '../providers/msw';
import { summary2025 } from './summary-fixture';

const server = startApi();
const none = { provinceId: null, from: null, to: null, confirmed: false };

/** A fresh react-query client per hook, as react-admin's <Admin> provides one to the page. */
function wrapper({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useSummary', () => {
  it('loads the selection, keeps the last figures while the next selection loads, and reloads', async () => {
    let calls = 0;
    server.use(
      mock.get('/api/dashboard', async ({ request }) => {
        calls++;
        const year = Number(new URL(request.url).searchParams.get('year'));
        await delay(year === 2024 ? 80 : 0);
        return HttpResponse.json({ ...summary2025, filters: { ...summary2025.filters, year } });
      }),
    );
    const { result, rerender } = renderHook(
      ({ selection }: { selection: Selection }) => useSummary(selection, 'month'),
      {
        initialProps: { selection: { ...none, specieId: null, year: 2025 } },
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.data?.filters.year).toBe(2025));

    rerender({ selection: { ...none, specieId: null, year: 2024 } });
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.data?.filters.year).toBe(2025);
    await waitFor(() => expect(result.current.data?.filters.year).toBe(2024));

    act(() => result.current.reload());
    await waitFor(() => expect(calls).toBe(3));
  });
});

describe('useRefSearch', () => {
  it('waits for two characters, debounces the typing and sends only the last text', async () => {
    const asked: string[] = [];
    server.use(
      mock.get('/api/registrations', ({ request }) => {
        asked.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}').q);
        return HttpResponse.json([{ id: 9, ref: 'REG-1', specie_id: 1, status: 'waiting', created_at: '' }]);
      }),
    );
    const { result, rerender } = renderHook(({ text }) => useRefSearch(text), {
      initialProps: { text: 'R' },
      wrapper,
    });
    expect(result.current.searched).toBe(false);
    rerender({ text: 'RE' });
    rerender({ text: 'REG' });
    rerender({ text: 'REG-1' });
    await waitFor(() => expect(result.current.results.map((r) => r.id)).toEqual([9]));
    expect(asked).toEqual(['REG-1']);
  });
});

describe('useMapAnswer', () => {
  it('asks nothing before the map reports its view, then the view with the selection', async () => {
    const asked: string[] = [];
    server.use(
      mock.get('/api/dashboard/map', ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({
          mode: 'clusters',
          zoom: 5,
          cell: 2.8,
          total: 3,
          clusters: [],
          points: [],
        });
      }),
    );
    const { result } = renderHook(() => useMapAnswer({ ...none, specieId: 4, year: 2025 }), { wrapper });
    expect(result.current.loading).toBe(false);
    act(() => result.current.setView({ bbox: [13, 7, 24, 23.5], zoom: 5 }));
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    expect(asked).toEqual(['specie_id=4&year=2025&bbox=13.000%2C7.000%2C24.000%2C23.500&zoom=5']);
  });
});

describe('covers', () => {
  const loaded = { bbox: [13, 7, 24, 23.5] as [number, number, number, number], zoom: 6 };

  it('reuses what is loaded for a view inside it at the same zoom, not for another zoom or a view beyond', () => {
    expect(covers(loaded, { bbox: [14, 8, 23, 22], zoom: 6 })).toBe(true);
    expect(covers(loaded, { bbox: [14, 8, 23, 22], zoom: 7 })).toBe(false);
    expect(covers(loaded, { bbox: [12, 8, 23, 22], zoom: 6 })).toBe(false);
    expect(covers(null, loaded)).toBe(false);
  });
});
