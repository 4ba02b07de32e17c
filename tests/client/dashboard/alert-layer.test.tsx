import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { type Locale, messages } from '../../../i18n';
import { AreaLegend } from '../../../src/dashboard/map/AreaLegend';
import { AreaTable } from '../../../src/dashboard/map/AreaTable';
import type { AreasAnswer, AreaValue } from '../../../src/dashboard/map/areaTypes';
import { classify } from '../../../src/dashboard/map/classes';
import '../screens/support/renderScreen';
import { stubPhoneWidth } from '../screens/support/phoneWidth';

/** The map's alert layer in words: the legend's outline, the alerts of the whole province, the table's column. */
const area = (id: number, name: string, registrations: number, openAlerts: number): AreaValue => ({
  id,
  name,
  registrations,
  animals: registrations * 2,
  outline: null,
  approximate: false,
  centroid: { lat: 12, lng: 15 },
  openAlerts,
});

const departments: AreasAnswer = {
  level: 'department',
  province: { id: 3, name: 'Guéra' },
  areas: [area(31, 'Mangalmé', 40, 2), area(32, 'Guéra', 12, 0)],
  openAlertsWider: 1,
};

function renderLayer(alerts: boolean, locale: Locale = 'en') {
  const classes = classify([40, 12], 'quantile');
  const i18n = polyglotI18nProvider(() => messages[locale], locale, [{ locale, name: locale }]);
  return render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <AreaLegend answer={departments} measure="registrations" classes={classes} alerts={alerts} />
      <AreaTable
        answer={departments}
        measure="registrations"
        classes={classes}
        alertsRoute={alerts ? '/alerts/index' : undefined}
      />
    </AdminContext>,
  );
}

describe("the map's alert layer", () => {
  it('names the outline, the province-wide alerts, and links each area’s open alerts to the list', async () => {
    renderLayer(true);
    const legend = await screen.findByRole('figure');
    expect(within(legend).getByText('Open alerts')).toBeTruthy();
    expect(within(legend).getByText('And 1 open alert for the whole of Guéra.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Open alerts' })).toBeTruthy();
    const link = within(table).getByRole('link', { name: '2' });
    // AdminContext's own router links with a hash.
    const [path, query] = (link.getAttribute('href') ?? '').replace(/^#/, '').split('?');
    expect(path).toBe('/alerts/index');
    expect(JSON.parse(new URLSearchParams(query).get('filter') ?? '')).toEqual({
      status: 'open',
      department_id: 31,
    });
    // An area without open alerts shows 0, not a link.
    expect(within(table).getAllByRole('link')).toHaveLength(1);
  });

  it('says nothing of alerts when the layer is off', async () => {
    renderLayer(false);
    const legend = await screen.findByRole('figure');
    expect(within(legend).queryByText('Open alerts')).toBeNull();
    expect(within(legend).queryByText(/whole of Guéra/)).toBeNull();
    expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Open alerts' })).toBeNull();
  });

  it('speaks French and Arabic (Arabic plural forms)', async () => {
    renderLayer(true, 'fr');
    expect(await screen.findByText('Et 1 alerte ouverte pour toute la province Guéra.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Alertes ouvertes' })).toBeTruthy();
    renderLayer(true, 'ar');
    expect(await screen.findByText('وتنبيه مفتوح واحد لكامل Guéra.')).toBeTruthy();
  });

  it('fits a phone: each area heads its own row, its figures named by the area and the column', async () => {
    stubPhoneWidth();
    try {
      renderLayer(true);
      const table = await screen.findByRole('table');
      // No sideways scrolling: three figure columns, the level's column gone.
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Registrations', 'Sick animals', 'Open alerts']);
      const link = within(table).getByRole('link', { name: '2' });
      const headers = (link.closest('td')?.getAttribute('headers') ?? '').split(' ');
      expect(headers.map((id) => document.getElementById(id)?.textContent)).toEqual([
        'Mangalmé',
        'Open alerts',
      ]);
      const registrations = within(table).getByText('12').closest('td')?.getAttribute('headers') ?? '';
      expect(registrations.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
        'Guéra',
        'Registrations',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
