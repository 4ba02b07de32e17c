import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MapContainer } from 'react-leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Locale, messages } from '../../../i18n';
import { OutbreakLegend } from '../../../src/dashboard/map/OutbreakLegend';
import { OutbreakMarkers } from '../../../src/dashboard/map/OutbreakMarkers';
import { OutbreakTable } from '../../../src/dashboard/map/OutbreakTable';
import type { DrawnOutbreak, OutbreakLayer } from '../../../src/dashboard/types';
import '../screens/support/renderScreen';
import { stubPhoneWidth } from '../screens/support/phoneWidth';

/** The map's outbreak layer: a triangle per placed outbreak with its popup, its legend, its table. */
const outbreak = (id: number, ref: string, lat: number | null, cases: number): DrawnOutbreak => ({
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
});

const answer = (truncated = false): OutbreakLayer => ({
  outbreaks: [
    outbreak(7, 'OB-2026-0007', 12.2, 14),
    outbreak(4, 'OB-2026-0004', 10.5, 3),
    outbreak(2, 'OB-2026-0002', null, 1),
  ],
  truncated,
});

function renderLayer(locale: Locale = 'en', truncated = false, onMap = answer().outbreaks) {
  const i18n = polyglotI18nProvider(() => messages[locale], locale, [{ locale, name: locale }]);
  return render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <div style={{ height: 400 }}>
        <MapContainer center={[12, 18]} zoom={6} style={{ height: 400 }}>
          <OutbreakMarkers outbreaks={onMap} route="/outbreaks/index" clusters={[]} />
        </MapContainer>
      </div>
      <OutbreakLegend answer={answer(truncated)} />
      <OutbreakTable answer={answer(truncated)} route="/outbreaks/index" />
    </AdminContext>,
  );
}

const hrefPath = (link: HTMLElement) => (link.getAttribute('href') ?? '').replace(/^#/, '');

afterEach(() => vi.unstubAllGlobals());

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

  it('draws outbreaks that would cover each other as one triangle with their number, listing them in its popup', async () => {
    // 0.1° apart at zoom 6 is ~5 px: one triangle for the two; 10.5° is far enough for its own.
    const close = [
      outbreak(9, 'OB-2026-0009', 12.2, 5),
      outbreak(8, 'OB-2026-0008', 12.1, 2),
      outbreak(4, 'OB-2026-0004', 10.5, 3),
    ];
    const { container } = renderLayer('en', false, close);
    const markers = container.querySelectorAll<HTMLElement>('.dashboard-outbreak-marker');
    expect([...markers].map((m) => m.getAttribute('title'))).toEqual([
      '2 ongoing outbreaks close together · OB-2026-0009, OB-2026-0008',
      'OB-2026-0004 · Peste des petits ruminants',
    ]);
    const group = markers[0] as HTMLElement;
    expect(group.classList.contains('dashboard-outbreak-group')).toBe(true);
    expect(group.querySelector('svg text')?.textContent).toBe('2');
    expect(group.getAttribute('tabindex')).toBe('0');
    fireEvent.click(group);
    const zoomIn = await screen.findByRole('button', { name: 'Zoom in on them' });
    const content = zoomIn.closest('.leaflet-popup-content') as HTMLElement;
    expect(within(content).getAllByRole('link').map(hrefPath)).toEqual([
      '/outbreaks/index/9/show',
      '/outbreaks/index/8/show',
    ]);
    expect(within(content).getByText('2 ongoing outbreaks close together')).toBeTruthy();
    fireEvent.click(zoomIn);
    await waitFor(() => expect(container.querySelectorAll('.dashboard-outbreak-group')).toHaveLength(0));
    // Each drawn alone now, each named after its own outbreak.
    expect(
      [...container.querySelectorAll('.dashboard-outbreak-marker')]
        .map((m) => m.getAttribute('title'))
        .sort(),
    ).toEqual([
      'OB-2026-0004 · Peste des petits ruminants',
      'OB-2026-0008 · Peste des petits ruminants',
      'OB-2026-0009 · Peste des petits ruminants',
    ]);
  });

  it('names a group in French and Arabic', () => {
    const close = [outbreak(9, 'OB-2026-0009', 12.2, 5), outbreak(8, 'OB-2026-0008', 12.1, 2)];
    const { container, unmount } = renderLayer('fr', false, close);
    expect(container.querySelector('.dashboard-outbreak-group')?.getAttribute('title')).toBe(
      '2 foyers en cours proches les uns des autres · OB-2026-0009, OB-2026-0008',
    );
    unmount();
    const arabic = renderLayer('ar', false, close);
    expect(arabic.container.querySelector('.dashboard-outbreak-group')?.getAttribute('title')).toBe(
      'بؤرتان جاريتان متقاربتان · OB-2026-0009, OB-2026-0008',
    );
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

  it("on a phone, heads each outbreak's row group with its reference and disease above its place and figures", () => {
    stubPhoneWidth();
    renderLayer('ar');
    const table = screen.getByRole('region', { name: 'البؤر الجارية في التحديد' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['الموقع', 'الحالات', 'آخر حالة']);
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    expect(groups).toHaveLength(3);
    const head = within(groups[0] as HTMLElement).getByRole('rowheader');
    expect(head.textContent).toBe('OB-2026-0007 · Peste des petits ruminants');
    expect(hrefPath(within(head).getByRole('link'))).toBe('/outbreaks/index/7/show');
    const cells = within(groups[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Mongo, Guéra', '14', expect.any(String)]);
    // Each figure names its outbreak and its column, as a screen reader announces them.
    const [place, cases, last] = cells.map((c) => c.getAttribute('headers')?.split(' '));
    expect(place).toEqual([head.id, headers[0]?.id]);
    expect(cases).toEqual([head.id, headers[1]?.id]);
    expect(last).toEqual([head.id, headers[2]?.id]);
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
