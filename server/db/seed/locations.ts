/** Provinces, departments, municipalities and villages of Chad, with coordinates for every village. */
import { nth } from '../../../shared/arrays';
import type { Orm } from '../connect';
import { idOf } from '../query';
import { departments, municipalities, provinces, villages } from '../schema';
import { DEPARTMENTS } from './data/departments';
import { CHAD_BOUNDS, PROVINCES, ZONE_SPREAD_KM, type Zone } from './data/provinces';
import { VILLAGE_NAMES } from './data/village-names';
import { between, near, pick, type Random } from './random';

export interface VillagePoint {
  id: number;
  lat: number;
  lng: number;
}

export async function seedLocations(tx: Orm, random: Random): Promise<VillagePoint[]> {
  const provinceRows = await tx
    .insert(provinces)
    .values(PROVINCES.map(({ reference, code, name }) => ({ reference, code, name })))
    .returning({ id: provinces.id, reference: provinces.reference });
  const provinceId = new Map(provinceRows.map((p) => [String(p.reference), idOf(p)]));

  const departmentRows = await tx
    .insert(departments)
    .values(DEPARTMENTS.map(([reference, name]) => ({ name, province_id: provinceId.get(reference) })))
    .returning({ id: departments.id, name: departments.name });
  const departmentId = new Map(departmentRows.map((d) => [String(d.name), idOf(d)]));

  const towns = DEPARTMENTS.flatMap(([reference, department, lat, lng, names]) => {
    const zone = PROVINCES.find((p) => p.reference === reference)!.zone;
    return names.map((name, index) => {
      const point = index === 0 ? { lat, lng } : inChad(near(random, lat, lng, ZONE_SPREAD_KM[zone]));
      return { name, department_id: departmentId.get(department)!, zone, ...point };
    });
  });
  const municipalityRows = await tx
    .insert(municipalities)
    .values(towns.map(({ name, department_id }) => ({ name, department_id })))
    .returning({
      id: municipalities.id,
      name: municipalities.name,
      department_id: municipalities.department_id,
    });
  const municipalityId = new Map(municipalityRows.map((m) => [`${m.department_id}/${m.name}`, idOf(m)]));

  const names = new VillageNamer(random);
  const villageValues = towns.flatMap((town) => {
    const municipality_id = municipalityId.get(`${town.department_id}/${town.name}`)!;
    const taken = new Set<string>();
    return Array.from({ length: between(random, 4, 6) }, () => {
      const point = inChad(near(random, town.lat, town.lng, ZONE_SPREAD_KM[town.zone] / 2));
      return { name: names.next(town.zone, taken), municipality_id, ...point };
    });
  });
  const villageRows = await tx
    .insert(villages)
    .values(villageValues)
    .returning({ id: villages.id, lat: villages.lat, lng: villages.lng });
  return villageRows as VillagePoint[];
}

function inChad(point: { lat: number; lng: number }) {
  return {
    lat: Math.min(CHAD_BOUNDS.north, Math.max(CHAD_BOUNDS.south, point.lat)),
    lng: Math.min(CHAD_BOUNDS.east, Math.max(CHAD_BOUNDS.west, point.lng)),
  };
}

/** Village names from the zone's parts; N'Djamena's quarters are used in order, once each. */
class VillageNamer {
  private urban = 0;
  constructor(private readonly random: Random) {}

  next(zone: Zone, taken: Set<string>): string {
    const parts = VILLAGE_NAMES[zone];
    if (zone === 'urban') return nth(parts.roots, this.urban++ % parts.roots.length);
    for (;;) {
      const prefix = pick(this.random, parts.prefixes);
      const name = `${prefix ? `${prefix} ` : ''}${pick(this.random, parts.roots)}${pick(this.random, parts.suffixes)}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  }
}
