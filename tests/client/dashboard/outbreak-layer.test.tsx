import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MapContainer } from 'react-leaflet';
import { describe, expect, it } from 'vitest';
import { type Locale, messages } from '../../../i18n';
import { OutbreakLegend } from '../../../src/dashboard/map/OutbreakLegend';
import { OutbreakMarkers } from '../../../src/dashboard/map/OutbreakMarkers';
import { OutbreakTable } from '../../../src/dashboard/map/OutbreakTable';
import type { DashboardOutbreak, OngoingOutbreaksAnswer } from '../../../src/dashboard/types';
import '../screens/support/renderScreen';

/** The map's outbreak layer: a triangle per placed outbreak with its popup, its legend, its table. */
const outbreak = (id: number, ref: string, lat: number | null, cases: number): DashboardOutbreak => ({
  id,
  ref,
  disease: 'Peste des petits ruminants',
  municipality: lat === null ? null : 'Mongo',
  province: 'Guéra',
  lat,
  lng: lat === null ? null : 18.7,
  started_at: '2026-10-02',
  last_case_at: '2026-11-12',
  cases,
  registrations_count: 2,
});

const answer = (truncated = false): OngoingOutbreaksAnswer => ({
  outbreaks: [
    outbreak(7, 'OB-2026-0007', 12.2, 14),
    outbreak(4, 'OB-2026-0004', 11.9, 3),
    outbreak(2, 'OB-2026-0002', null, 1),
  ],
  truncated,
});

function renderLayer(locale: Locale = 'en', truncated = false) {
  const i18n = polyglotI18nProvider(() => messages[locale], locale, [{ locale, name: locale }]);
  return render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <div style={{ height: 400 }}>
        <MapContainer center={[12, 18]} zoom={6} style={{ height: 400 }}>
          <OutbreakMarkers outbreaks={answer().outbreaks} route="/outbreaks/index" />
        </MapContainer>
      </div>
      <OutbreakLegend answer={answer(truncated)} />
      <OutbreakTable answer={answer(truncated)} route="/outbreaks/index" />
    </AdminContext>,
  );
}

const hrefPath = (link: HTMLElement) => (link.getAttribute('href') ?? '').replace(/^#/, '');

describe("the map's outbreak layer", () => {
  it('draws a named, focusable triangle per outbreak with a place; its popup opens the outbreak', async () => {
    const { container } = renderLayer();
    const markers = container.querySelectorAll<HTMLElement>('.dashboard-outbreak-marker');
    expect([...markers].map((m) => m.getAttribute('title'))).toEqual([
      'OB-2026-0007 · Peste des petits ruminants',
      'OB-2026-0004 · Peste des petits ruminants',
    ]);
    expect(markers[0]?.getAttribute('tabindex')).toBe('0');
    expect(markers[0]?.querySelector('svg path')).toBeTruthy();
    fireEvent.click(markers[0] as HTMLElement);
    const popup = await screen.findByText('Open the outbreak');
    expect(hrefPath(popup)).toBe('/outbreaks/index/7/show');
    const content = popup.closest('.leaflet-popup-content') as HTMLElement;
    expect(within(content).getByText('OB-2026-0007')).toBeTruthy();
    expect(within(content).getByText('14')).toBeTruthy();
    expect(within(content).getByText('Mongo, Guéra')).toBeTruthy();
    expect(within(content).getByText('Nov 12, 2026')).toBeTruthy();
  });

  it('says in its legend how many are on the map and which are in the table only', async () => {
    renderLayer();
    const legend = screen.getByTestId('outbreak-legend');
    expect(within(legend).getByText('Ongoing outbreak — 2 on the map')).toBeTruthy();
    expect(within(legend).getByText('1 outbreak without a place is in the table only.')).toBeTruthy();
    expect(within(legend).queryByText(/latest cases/)).toBeNull();
  });

  it('lists every outbreak in its table, each reference opening the outbreak', () => {
    renderLayer();
    const table = screen.getByRole('region', { name: 'Ongoing outbreaks of the selection' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'OB-2026-0007',
      'OB-2026-0004',
      'OB-2026-0002',
    ]);
    expect(hrefPath(within(rows[0] as HTMLElement).getByRole('link'))).toBe('/outbreaks/index/7/show');
    expect(within(rows[2] as HTMLElement).getByText('Guéra')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Last case' })).toBeTruthy();
  });

  it('speaks French and Arabic, and says when only the latest are shown', () => {
    renderLayer('fr', true);
    expect(screen.getByText('Foyer en cours — 2 sur la carte')).toBeTruthy();
    expect(screen.getByText('Seuls les 3 foyers aux cas les plus récents sont affichés.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Lieu' })).toBeTruthy();
    renderLayer('ar');
    expect(screen.getByText('بؤرة جارية — اثنتان على الخريطة')).toBeTruthy();
    expect(screen.getByText('بؤرة واحدة بلا موقع موجودة في الجدول فقط.')).toBeTruthy();
  });
});
