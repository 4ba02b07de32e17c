/**
 * The map's outbreak layer sends each outbreak as a row of values, its keys once in `columns`: 2,000
 * outbreaks repeated the same ten keys 2,000 times, more bytes than their values.
 */

/** An outbreak as the map's layer draws it; its disease and places by id, named once per answer. */
export interface MapOutbreak {
  id: number;
  ref: string;
  disease_id: number;
  municipality_id: number | null;
  province_id: number | null;
  /** The centre of its cases' villages, to 4 decimals; null when none has a place. */
  lat: number | null;
  lng: number | null;
  /** Days, YYYY-MM-DD. */
  started_at: string;
  last_case_at: string;
  cases: number;
}

/** The order of a row's values; the answer gives it as `columns`. */
export const MAP_OUTBREAK_COLUMNS = [
  'id',
  'ref',
  'disease_id',
  'municipality_id',
  'province_id',
  'lat',
  'lng',
  'started_at',
  'last_case_at',
  'cases',
] as const;

/** The values of `columns` of an outbreak, in their order. */
type ValuesOf<C extends readonly (keyof MapOutbreak)[]> = {
  -readonly [K in keyof C]: MapOutbreak[C[K] & keyof MapOutbreak];
};

/** An outbreak's values in the order of MAP_OUTBREAK_COLUMNS. */
export type MapOutbreakRow = ValuesOf<typeof MAP_OUTBREAK_COLUMNS>;

export const mapOutbreakRow = (o: MapOutbreak): MapOutbreakRow => [
  o.id,
  o.ref,
  o.disease_id,
  o.municipality_id,
  o.province_id,
  o.lat,
  o.lng,
  o.started_at,
  o.last_case_at,
  o.cases,
];

export const mapOutbreakOf = ([
  id,
  ref,
  disease_id,
  municipality_id,
  province_id,
  lat,
  lng,
  started_at,
  last_case_at,
  cases,
]: MapOutbreakRow): MapOutbreak => ({
  id,
  ref,
  disease_id,
  municipality_id,
  province_id,
  lat,
  lng,
  started_at,
  last_case_at,
  cases,
});
