import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardCharts from '../../../src/dashboard/charts/DashboardCharts';
import type { DashboardSummary } from '../../../src/dashboard/types';
import { i18nProvider } from '../screens/support/renderScreen';
import { summary2025 } from './summary-fixture';

afterEach(() => vi.restoreAllMocks());

const DISEASES = 14;

/** The demo's case: 14 diseases over three months. */
const fourteenDiseases: DashboardSummary = {
  ...summary2025,
  evolution: {
    ...summary2025.evolution,
    rows: Array.from({ length: DISEASES }, (_, i) => ({
      bucket: '2025-03',
      disease_id: 100 + i,
      disease: `Disease ${i + 1}`,
      registrations: 1,
      animals: DISEASES - i,
      males: DISEASES - i,
      females: 0,
    })),
  },
};

function renderCharts(summary: DashboardSummary) {
  const onOpen = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <DashboardCharts
        summary={summary}
        loading={false}
        selection={{ specieId: null, year: 2025, provinceId: null, from: null, to: null, confirmed: false }}
        onOpen={onOpen}
        period="month"
        onPeriod={() => {}}
      />
    </AdminContext>,
  );
  return onOpen;
}

const card = (name: string) => screen.getByRole('region', { name });
const openedFilter = (onOpen: ReturnType<typeof vi.fn>) => {
  const path = String(onOpen.mock.calls.at(-1)?.[0]);
  return JSON.parse(decodeURIComponent(path.split('?filter=')[1] ?? ''));
};

describe('dashboard charts', () => {
  it('evolution: every disease is shown, each with a legend toggle that hides it without opening anything', () => {
    const onOpen = renderCharts(fourteenDiseases);
    const legend = within(card('Disease evolution')).getByRole('list', { name: /Diseases shown/ });
    const toggles = within(legend).getAllByRole('button');
    expect(toggles).toHaveLength(DISEASES);
    for (const toggle of toggles) expect(toggle.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(legend).getByRole('button', { name: 'Disease 14' }));
    expect(within(legend).getByRole('button', { name: 'Disease 14' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(onOpen).not.toHaveBeenCalled();

    fireEvent.click(within(card('Disease evolution')).getByRole('button', { name: 'Hide all' }));
    expect(within(legend).getAllByRole('button', { pressed: false })).toHaveLength(DISEASES);
    fireEvent.click(within(card('Disease evolution')).getByRole('button', { name: 'Show all' }));
    expect(within(legend).getAllByRole('button', { pressed: true })).toHaveLength(DISEASES);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('evolution as a table: a row per month, a column per shown disease; a month opens its registrations', () => {
    const onOpen = renderCharts(summary2025);
    const evolution = card('Disease evolution');
    fireEvent.click(within(evolution).getByRole('button', { name: 'Rage' }));
    fireEvent.click(within(evolution).getByRole('button', { name: 'Table' }));
    const table = within(evolution).getByRole('table', { name: 'Disease evolution' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Month', 'Brucellose', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Jan00', 'Feb00', 'Mar66']);
    fireEvent.click(within(table).getByRole('button', { name: 'Mar' }));
    expect(openedFilter(onOpen)).toEqual({
      created_at_gte: '2025-02-28T23:00:00.000Z',
      created_at_lte: '2025-03-31T21:59:59.999Z',
      disease_ids: [10],
    });
  });

  it('species donut: the legend gives each species its sick animals and share; the table its males and females', () => {
    const onOpen = renderCharts(summary2025);
    const donut = card('Sick animals by species');
    const legend = within(donut).getByRole('list', { name: 'Species' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Caprins14 (58.3%)', 'Bovins10 (41.7%)']);
    fireEvent.click(within(donut).getByRole('button', { name: 'Table' }));
    const table = within(donut).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SpeciesSick animalsShareMalesFemalesRegistrations', 'Caprins1458.3%863', 'Bovins1041.7%373']);
    fireEvent.click(within(table).getByRole('button', { name: 'Bovins' }));
    expect(openedFilter(onOpen).specie_id).toBe(1);
  });

  it('species by disease and breeds as tables, each row opening its registrations', () => {
    const onOpen = renderCharts(summary2025);
    const byDisease = card('Species affected by disease type');
    fireEvent.click(within(byDisease).getByRole('button', { name: 'Table' }));
    expect(
      within(within(byDisease).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DiseaseBovinsCaprinsTotal', 'Brucellose61016', 'Rage505']);
    fireEvent.click(within(byDisease).getByRole('button', { name: 'Rage' }));
    expect(openedFilter(onOpen).disease_ids).toEqual([11]);

    const byBreed = card('Sick animals by breed');
    fireEvent.click(within(byBreed).getByRole('button', { name: 'Table' }));
    fireEvent.click(within(byBreed).getByRole('button', { name: 'Breed not recorded · Bovins' }));
    expect(openedFilter(onOpen)).toMatchObject({ specie_id: 1 });
    expect(openedFilter(onOpen).breed_id).toBeUndefined();
  });
});
