/**
 * Reading an uploaded GeoJSON FeatureCollection of area outlines: each feature's polygon or
 * multipolygon, checked ring by ring (closed, at least four positions, longitudes and latitudes in
 * range), and the text of its properties, by which it is matched to an area.
 */
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { isRecord } from '../../shared/narrow';

export type Outline = Polygon | MultiPolygon;

export interface OutlineFeature {
  index: number;
  geometry: Outline;
  /** Every text or number property, for matching (`shapeISO`, `ADM1_PCODE`, `name`…). */
  labels: string[];
}

export type FeatureProblem = { index: number; reason: 'geometry' };

const isPosition = (value: unknown): value is Position => {
  if (!Array.isArray(value) || value.length < 2) return false;
  const [lng, lat] = value;
  return (
    value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90
  );
};

function isRing(value: unknown): value is Position[] {
  if (!Array.isArray(value) || value.length < 4 || !value.every(isPosition)) return false;
  const first = value[0];
  const last = value[value.length - 1];
  return first?.[0] === last?.[0] && first?.[1] === last?.[1];
}

const isPolygonRings = (value: unknown): value is Position[][] =>
  Array.isArray(value) && value.length > 0 && value.every(isRing);

const isMultiPolygon = (value: unknown): value is Position[][][] =>
  Array.isArray(value) && value.length > 0 && value.every(isPolygonRings);

function outlineOf(value: unknown): Outline | null {
  if (!isRecord(value)) return null;
  const { type, coordinates } = value;
  if (type === 'Polygon' && isPolygonRings(coordinates)) return { type: 'Polygon', coordinates };
  if (type === 'MultiPolygon' && isMultiPolygon(coordinates)) return { type: 'MultiPolygon', coordinates };
  return null;
}

/** Null when the body is not a FeatureCollection at all. */
export function readOutlines(
  body: unknown,
): { features: OutlineFeature[]; problems: FeatureProblem[] } | null {
  if (!isRecord(body) || body.type !== 'FeatureCollection' || !Array.isArray(body.features)) return null;
  const features: OutlineFeature[] = [];
  const problems: FeatureProblem[] = [];
  body.features.forEach((feature: unknown, index) => {
    const geometry = isRecord(feature) ? outlineOf(feature.geometry) : null;
    if (!geometry) {
      problems.push({ index, reason: 'geometry' });
      return;
    }
    const properties = isRecord(feature) && isRecord(feature.properties) ? feature.properties : {};
    const labels = Object.values(properties)
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map(String);
    features.push({ index, geometry, labels });
  });
  return { features, problems };
}
