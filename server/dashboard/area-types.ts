/** The shape of `GET /api/dashboard/areas` (the choropleth), shared with the browser. */
import type { MultiPolygon, Polygon } from 'geojson';

export const AREA_LEVELS = ['province', 'department'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

export interface AreaValue {
  id: number;
  name: string;
  registrations: number;
  /** Sick animals (males + females). */
  animals: number;
  /** The area's outline, or null: the map then draws a circle at `centroid`. */
  outline: Polygon | MultiPolygon | null;
  /** The outline is derived from the villages, not an imported boundary. */
  approximate: boolean;
  /** Mean position of the area's villages; null without located villages. */
  centroid: { lat: number; lng: number } | null;
  /** Open (unacknowledged) alerts raised for the area or a place in it, whatever the period. */
  openAlerts: number;
}

export interface AreasAnswer {
  level: AreaLevel;
  /** The province whose departments are shown (level `department`). */
  province: { id: number; name: string } | null;
  areas: AreaValue[];
  /** Open alerts raised for the whole country (provinces shown) or the whole province (its departments). */
  openAlertsWider: number;
}
