/** The dashboard API's shapes, shared with the server so both sides move together (types only). */
export type { AlertsAnswer, DashboardAlert } from '../../server/dashboard/alerts';
export type { MapAnswer, MapCluster, MapPoint } from '../../server/dashboard/map-types';

import type { DashboardOutbreak } from '../../server/dashboard/outbreaks';

export type {
  DashboardOutbreak,
  MapOutbreak,
  OngoingOutbreaksAnswer,
  OutbreaksAnswer,
} from '../../server/dashboard/outbreaks';

/** An outbreak of the map's layer with its names read in (src/dashboard/api.ts). */
export type DrawnOutbreak = Omit<DashboardOutbreak, 'registrations_count'>;

/** The map's outbreak layer as its triangles, legend and table read it. */
export interface OutbreakLayer {
  outbreaks: DrawnOutbreak[];
  truncated: boolean;
}
export type { Period } from '../../server/dashboard/params';
export type { Bucket, Counts, DashboardSummary, Status } from '../../server/dashboard/summary-types';
export type { Classification, DelayMeasure } from '../../server/dashboard/timeliness';

/** What the selectors choose; null means "all". */
export interface Selection {
  specieId: number | null;
  year: number | null;
  provinceId: number | null;
  /** First and last local days (YYYY-MM-DD), both included. */
  from: string | null;
  to: string | null;
  /** Confirmed cases only (clinical or laboratory): totals, charts and map. */
  confirmed: boolean;
}

/** West, south, east, north in degrees. */
export type Bbox = [number, number, number, number];

export interface NamedRecord {
  id: number;
  name: string;
}

/** A registration as the search-by-reference list shows it. */
export interface FoundRegistration {
  id: number;
  ref: string;
  specie_id: number;
  created_at: string;
  status: string;
}
