/**
 * The choropleth: each area's outline filled by its class, or without an outline a circle at the
 * centroid of its villages sized by its value. A click on a province drills into its departments. With the
 * alert layer on, the areas with open alerts are outlined (drawn last so that no neighbour covers it).
 */
import type { Feature } from 'geojson';
import { latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { CircleMarker, GeoJSON, Tooltip, useMap } from 'react-leaflet';
import { useFormatNumber } from '../format';
import { ALERT_OUTLINE, PLAIN_OUTLINE } from './alertOutline';
import type { AreasAnswer, AreaValue } from './areaTypes';
import type { Classes } from './classes';

export type AreaMeasure = 'registrations' | 'animals';

interface AreaLayerProps {
  answer: AreasAnswer;
  measure: AreaMeasure;
  classes: Classes;
  /** Outline the areas with open alerts. */
  alerts: boolean;
  onDrill?: (area: AreaValue) => void;
}

const MAX_RADIUS = 26;
const MIN_RADIUS = 12;

function AreaTooltip({ area, measure, alerts }: { area: AreaValue; measure: AreaMeasure; alerts: boolean }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  return (
    <Tooltip sticky>
      <strong>{area.name}</strong>
      <br />
      {translate(
        measure === 'registrations' ? 'dashboard.areas.registrationsCount' : 'dashboard.animalsCount',
        {
          registrations: format(area.registrations),
          animals: format(area.animals),
        },
      )}
      {alerts && area.openAlerts > 0 && (
        <>
          <br />
          {translate('dashboard.areas.openAlerts', {
            smart_count: area.openAlerts,
            count: format(area.openAlerts),
          })}
        </>
      )}
    </Tooltip>
  );
}

/** Fits the map on the areas each time the level or the province changes. */
function FitOnAreas({ answer }: { answer: AreasAnswer }) {
  const map = useMap();
  const key = `${answer.level}:${answer.province?.id ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per level and province, not per count
  useEffect(() => {
    const bounds = latLngBounds([]);
    for (const area of answer.areas) {
      if (area.outline) {
        const rings = area.outline.type === 'Polygon' ? [area.outline.coordinates] : area.outline.coordinates;
        for (const polygon of rings)
          for (const [lng = 0, lat = 0] of polygon[0] ?? []) bounds.extend([lat, lng]);
      } else if (area.centroid) bounds.extend([area.centroid.lat, area.centroid.lng]);
    }
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16] });
  }, [key, map]);
  return null;
}

export function AreaLayer({ answer, measure, classes, alerts, onDrill }: AreaLayerProps) {
  const max = useMemo(() => Math.max(1, ...answer.areas.map((a) => a[measure])), [answer, measure]);
  const alerted = (area: AreaValue) => alerts && area.openAlerts > 0;
  const ordered = useMemo(
    () =>
      [...answer.areas].sort(
        (a, b) => Number(alerts && a.openAlerts > 0) - Number(alerts && b.openAlerts > 0),
      ),
    [answer, alerts],
  );
  return (
    <>
      <FitOnAreas answer={answer} />
      {ordered.map((area) => {
        const value = area[measure];
        const style = {
          ...(alerted(area) ? ALERT_OUTLINE : PLAIN_OUTLINE),
          fillColor: classes.colourOf(value),
          fillOpacity: 0.75,
        };
        const tooltip = <AreaTooltip area={area} measure={measure} alerts={alerts} />;
        const handlers = onDrill ? { click: () => onDrill(area) } : {};
        if (area.outline) {
          const feature: Feature = { type: 'Feature', properties: { id: area.id }, geometry: area.outline };
          return (
            // Keyed by value and class too: react-leaflet's GeoJSON does not restyle on new props.
            <GeoJSON
              key={`${area.id}:${style.fillColor}:${style.weight}`}
              data={feature}
              style={() => style}
              eventHandlers={handlers}
            >
              {tooltip}
            </GeoJSON>
          );
        }
        if (!area.centroid) return null;
        const radius = MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(value / max);
        return (
          <CircleMarker
            key={`${area.id}:${style.weight}`}
            center={[area.centroid.lat, area.centroid.lng]}
            radius={radius}
            pathOptions={style}
            eventHandlers={handlers}
          >
            {tooltip}
          </CircleMarker>
        );
      })}
    </>
  );
}
