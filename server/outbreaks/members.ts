import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { caseDate, casesOf, countsInOutbreak } from './case-date';

/** The most registrations an outbreak's map and table show (an outbreak rarely holds more). */
export const MEMBERS_LIMIT = 2000;

export interface OutbreakMember {
  id: number;
  ref: string;
  status: string;
  lat: number;
  lng: number;
  case_date: string;
  cases: number;
  specie_id: number;
  village_id: number;
  moved: boolean;
}

/** The registrations of an outbreak, oldest case first (served by the membership index). */
export const outbreakMembers = (orm: Orm, outbreakId: number) =>
  queryRows<OutbreakMember>(
    orm,
    sql`SELECT r.id, r.ref, r.status, r.lat, r.lng, ${caseDate('r')} AS case_date, ${casesOf('r')}::int AS cases,
               r.specie_id, r.village_id, l.moved_by IS NOT NULL AS moved
        FROM outbreak_registrations l JOIN registrations r ON r.id = l.registration_id
        WHERE l.outbreak_id = ${outbreakId} AND ${countsInOutbreak('r')}
        ORDER BY case_date, r.id
        LIMIT ${MEMBERS_LIMIT}`,
  );
