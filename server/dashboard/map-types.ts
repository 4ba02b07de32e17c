/** The shape of `GET /api/dashboard/map`. */
export interface MapCluster {
  lat: number;
  lng: number;
  /** Registrations in the cluster. */
  count: number;
  /** Sick animals (males + females). */
  animals: number;
}

export interface MapPoint {
  id: number;
  ref: string;
  lat: number;
  lng: number;
  status: string;
  specie_id: number;
  specie: string;
  breed: string | null;
  diseases: string[];
  males: number;
  females: number;
  village: string | null;
  created_at: string;
}

export interface MapAnswer {
  mode: 'clusters' | 'points';
  /** The zoom the clusters were computed for (coarser than asked when the view is huge). */
  zoom: number;
  /** Cluster cell size in degrees; null for points. */
  cell: number | null;
  /** Registrations in view. */
  total: number;
  clusters: MapCluster[];
  points: MapPoint[];
}
