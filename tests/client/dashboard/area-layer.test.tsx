import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MapContainer } from 'react-leaflet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../i18n';
import { AreaLayer } from '../../../src/dashboard/map/AreaLayer';
import { AreaLegend } from '../../../src/dashboard/map/AreaLegend';
import type { AreasAnswer, AreaValue } from '../../../src/dashboard/map/areaTypes';
import { classify } from '../../../src/dashboard/map/classes';
import '../screens/support/renderScreen';

/**
 * The choropleth without boundaries (issue 13 item 4): an area with no outline is a circle at the centroid of
 * its villages, sized by its value, and the legend says so; an outlined area is its outline.
 */
const area = (id: number, registrations: number, outline: AreaValue['outline']): AreaValue => ({
  id,
  name: `Area ${id}`,
  registrations,
  animals: registrations * 2,
  outline,
  approximate: false,
  centroid: { lat: 12 + id / 10, lng: 15 },
  openAlerts: 0,
});

const square: AreaValue['outline'] = {
  type: 'Polygon',
  coordinates: [
    [
      [14, 11],
      [16, 11],
      [16, 13],
      [14, 13],
      [14, 11],
    ],
  ],
};

// The test DOM lays nothing out: Leaflet would see a 0 × 0 map and draw every shape as "M0 0".
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});
afterAll(() => vi.restoreAllMocks());

function renderAreas(areas: AreaValue[]) {
  const answer: AreasAnswer = { level: 'province', province: null, areas, openAlertsWider: 0 };
  const classes = classify(
    areas.map((a) => a.registrations),
    'equal',
  );
  const i18n = polyglotI18nProvider(() => messages.en, 'en', [{ locale: 'en', name: 'en' }]);
  return render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <MapContainer center={[12, 15]} zoom={6} style={{ height: 400 }}>
        <AreaLayer answer={answer} measure="registrations" classes={classes} alerts={false} />
      </MapContainer>
      <AreaLegend answer={answer} measure="registrations" classes={classes} alerts={false} />
    </AdminContext>,
  );
}

/** Each drawn shape's path: a circle is two arcs ("a r,r …"), an outline straight lines only. */
const shapes = (container: HTMLElement) =>
  [...container.querySelectorAll('path.leaflet-interactive')].map((path) => path.getAttribute('d') ?? '');
const radiusOf = (d: string) => Number(/a(\d+(?:\.\d+)?),/.exec(d)?.[1]);

describe('areas without a boundary', () => {
  it('are circles at their centroid, the larger value the larger circle, and the legend says so', () => {
    const { container } = renderAreas([area(1, 40, null), area(2, 10, null), area(3, 25, square)]);
    const drawn = shapes(container);
    const circles = drawn.filter((d) => /a\d/.test(d));
    expect(drawn).toHaveLength(3);
    expect(circles).toHaveLength(2);
    const [large, small] = circles.map(radiusOf);
    expect(large).toBeGreaterThan(small ?? Number.POSITIVE_INFINITY);
    expect(
      screen.getByText('Areas without a boundary are drawn as circles at the centre of their villages.'),
    ).toBeTruthy();
  });

  it('are not mentioned when every area has its outline', () => {
    const { container } = renderAreas([area(3, 25, square)]);
    expect(shapes(container).filter((d) => /a\d/.test(d))).toEqual([]);
    expect(screen.queryByText(/drawn as circles/)).toBeNull();
  });
});
