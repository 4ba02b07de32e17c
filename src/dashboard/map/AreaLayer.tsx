/**
 * The choropleth: each area's outline filled by its class, or without an outline a circle at the
 * centroid of its villages sized by its value. A click on a province drills into its departments.
 */
import type { Feature } from 'geojson';
import { latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { CircleMarker, GeoJSON, Tooltip, useMap } from 'react-leaflet';
import { useFormatNumber } from '../format';
import type { AreasAnswer, AreaValue } from './areaTypes';
import type { Classes } from './classes';

export type AreaMeasure = 'registrations' | 'animals';

interface AreaLayerProps {
  answer: AreasAnswer;
  measure: AreaMeasure;
  classes: Classes;
  onDrill?: (area: AreaValue) => void;
}

const MAX_RADIUS = 26;
const MIN_RADIUS = 12;

function AreaTooltip({ area, measure }: { area: AreaValue; measure: AreaMeasure }) {
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

export function AreaLayer({ answer, measure, classes, onDrill }: AreaLayerProps) {
  const max = useMemo(() => Math.max(1, ...answer.areas.map((a) => a[measure])), [answer, measure]);
  return (
    <>
      <FitOnAreas answer={answer} />
      {answer.areas.map((area) => {
        const value = area[measure];
        const style = {
          color: '#4d4d4d',
          weight: 1,
          fillColor: classes.colourOf(value),
          fillOpacity: 0.75,
        };
        const handlers = onDrill ? { click: () => onDrill(area) } : {};
        if (area.outline) {
          const feature: Feature = { type: 'Feature', properties: { id: area.id }, geometry: area.outline };
          return (
            // Keyed by value and class too: react-leaflet's GeoJSON does not restyle on new props.
            <GeoJSON
              key={`${area.id}:${style.fillColor}`}
              data={feature}
              style={() => style}
              eventHandlers={handlers}
            >
              <AreaTooltip area={area} measure={measure} />
            </GeoJSON>
          );
        }
        if (!area.centroid) return null;
        const radius = MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(value / max);
        return (
          <CircleMarker
            key={area.id}
            center={[area.centroid.lat, area.centroid.lng]}
            radius={radius}
            pathOptions={style}
            eventHandlers={handlers}
          >
            <AreaTooltip area={area} measure={measure} />
          </CircleMarker>
        );
      })}
    </>
  );
}
