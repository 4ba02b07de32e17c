import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';
import { caseDate, casesOf, countsInOutbreak } from './case-date';

/** The most registrations an outbreak's map and table show (an outbreak rarely holds more). */
export const MEMBERS_LIMIT = 2000;

export interface OutbreakMember {
  id: number;
  ref: string;
  status: string;
  classification: string | null;
  lat: number;
  lng: number;
  case_date: string;
  cases: number;
  specie_id: number;
  specie: string;
  village_id: number;
  village: string;
  moved: boolean;
}

/** The registrations of an outbreak, oldest case first (served by the membership index), names in `language`. */
export const outbreakMembers = (orm: Orm, outbreakId: number, language: string) =>
  queryRows<OutbreakMember>(
    orm,
    sql`SELECT r.id, r.ref, r.status, r.classification, r.lat, r.lng, ${caseDate('r')} AS case_date,
               ${casesOf('r')}::int AS cases, r.specie_id, ${translatedName('s', language)} AS specie,
               r.village_id, v.name AS village, l.moved_by IS NOT NULL AS moved
        FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
        JOIN species s ON s.id = r.specie_id JOIN villages v ON v.id = r.village_id
        WHERE l.outbreak_id = ${outbreakId} AND ${countsInOutbreak('r')}
        ORDER BY case_date, r.id
        LIMIT ${MEMBERS_LIMIT}`,
  );
