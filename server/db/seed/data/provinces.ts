/** The 23 provinces of Chad (ISO 3166-2:TD), with an approximate centroid and their naming zone. */
export type Zone = 'saharan' | 'sahelian' | 'sudanian' | 'urban';

export interface ProvinceData {
  reference: string;
  code: string;
  name: string;
  lat: number;
  lng: number;
  zone: Zone;
}

const rows: [string, string, number, number, Zone][] = [
  ['TD-BA', 'Batha', 13.6, 18.6, 'sahelian'],
  ['TD-BG', 'Barh El Gazel', 14.3, 16.4, 'sahelian'],
  ['TD-BO', 'Borkou', 18.2, 18.8, 'saharan'],
  ['TD-CB', 'Chari-Baguirmi', 11.4, 16.0, 'sahelian'],
  ['TD-EE', 'Ennedi-Est', 16.5, 22.6, 'saharan'],
  ['TD-EO', 'Ennedi-Ouest', 17.8, 20.9, 'saharan'],
  ['TD-GR', 'Guéra', 11.9, 18.7, 'sahelian'],
  ['TD-HL', 'Hadjer-Lamis', 12.6, 16.0, 'sahelian'],
  ['TD-KA', 'Kanem', 14.5, 15.2, 'sahelian'],
  ['TD-LC', 'Lac', 13.6, 14.5, 'sahelian'],
  ['TD-LO', 'Logone Occidental', 8.7, 15.9, 'sudanian'],
  ['TD-LR', 'Logone Oriental', 8.2, 16.3, 'sudanian'],
  ['TD-MA', 'Mandoul', 8.6, 17.5, 'sudanian'],
  ['TD-MC', 'Moyen-Chari', 9.0, 18.7, 'sudanian'],
  ['TD-ME', 'Mayo-Kebbi Est', 10.0, 15.4, 'sudanian'],
  ['TD-MO', 'Mayo-Kebbi Ouest', 9.5, 14.6, 'sudanian'],
  ['TD-ND', "N'Djamena", 12.11, 15.05, 'urban'],
  ['TD-OD', 'Ouaddaï', 13.3, 21.3, 'sahelian'],
  ['TD-SA', 'Salamat', 10.6, 20.4, 'sahelian'],
  ['TD-SI', 'Sila', 12.2, 21.2, 'sahelian'],
  ['TD-TA', 'Tandjilé', 9.4, 16.1, 'sudanian'],
  ['TD-TI', 'Tibesti', 20.8, 17.4, 'saharan'],
  ['TD-WF', 'Wadi Fira', 14.9, 21.5, 'sahelian'],
];

export const PROVINCES: ProvinceData[] = rows.map(([reference, name, lat, lng, zone], index) => ({
  reference,
  code: String(index + 1).padStart(2, '0'),
  name,
  lat,
  lng,
  zone,
}));

/** How far (km) municipalities spread around their department seat: the desert is sparse. */
export const ZONE_SPREAD_KM: Record<Zone, number> = { saharan: 70, sahelian: 35, sudanian: 22, urban: 3 };

/** Chad's bounding box, to keep jittered points inside the country. */
export const CHAD_BOUNDS = { south: 7.45, north: 23.4, west: 13.5, east: 23.95 };
