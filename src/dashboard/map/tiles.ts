/**
 * The map's base layers. Field offices may use their own tile servers (or a local cache):
 * VITE_TILE_STREET / VITE_TILE_SATELLITE (and *_ATTRIBUTION) replace the public defaults at build time.
 */
import { DEFAULT_TILE_URLS } from '../../../shared/tiles';

export type BaseLayer = 'street' | 'satellite';

export interface TileSource {
  url: string;
  attribution: string;
  maxZoom: number;
}

const env = import.meta.env;

export const TILE_SOURCES: Record<BaseLayer, TileSource> = {
  street: {
    url: env.VITE_TILE_STREET || DEFAULT_TILE_URLS.street,
    attribution: env.VITE_TILE_STREET_ATTRIBUTION || '&copy; OpenStreetMap contributors',
    maxZoom: 19,
  },
  satellite: {
    url: env.VITE_TILE_SATELLITE || DEFAULT_TILE_URLS.satellite,
    attribution: env.VITE_TILE_SATELLITE_ATTRIBUTION || 'Tiles &copy; Esri, Maxar, Earthstar Geographics',
    maxZoom: 18,
  },
};

/** Chad, so the first view shows the whole country before the data arrives. */
export const NATIONAL_VIEW: { center: [number, number]; zoom: number } = { center: [15.4, 18.7], zoom: 5 };
