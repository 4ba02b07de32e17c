import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { translatedName } from '../db/translated-name';

export interface RegistrationOutbreak {
  id: number;
  ref: string;
  status: string;
  disease_id: number;
  disease: string;
  /** Days of its first and last case (YYYY-MM-DD). */
  started_at: string | null;
  last_case_at: string | null;
  /** A reviewer put the registration there (grouping never moves it back). */
  moved: boolean;
}

/**
 * The outbreaks a registration belongs to (one per disease it reports), those the viewer may read
 * (`readable`: their area condition over `outbreaks`), disease names in `language`. Served by the
 * membership's primary key (registration_id, disease_id).
 */
export const registrationOutbreaks = (
  orm: Orm,
  registrationId: number,
  language: string,
  readable: SQL | undefined,
) =>
  queryRows<RegistrationOutbreak>(
    orm,
    sql`SELECT outbreaks.id, outbreaks.ref, outbreaks.status, outbreaks.disease_id,
               ${translatedName('d', language)} AS disease,
               outbreaks.started_at, outbreaks.last_case_at,
               l.moved_by IS NOT NULL AS moved
        FROM outbreak_registrations l JOIN outbreaks ON outbreaks.id = l.outbreak_id
        JOIN diseases d ON d.id = l.disease_id
        WHERE l.registration_id = ${registrationId} AND ${readable ?? sql`true`}
        ORDER BY disease, outbreaks.id`,
  );
