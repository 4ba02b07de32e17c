/** What names an alert for people (notification centre, emails): its disease and area, in a language. */
import { type SQL, sql } from 'drizzle-orm';
import { translatedName } from '../db/translated-name';

/** `disease` (null: any disease) and `area` (the alert's deepest location) of the alert aliased `a`. */
export const alertLabels = (locale: string): SQL =>
  sql`${translatedName('ld', locale)} AS disease, coalesce(lv.name, lm.name, ldp.name, lp.name) AS area`;

export const alertLabelJoins = sql.raw(`LEFT JOIN diseases ld ON ld.id = a.disease_id
  LEFT JOIN provinces lp ON lp.id = a.province_id
  LEFT JOIN departments ldp ON ldp.id = a.department_id
  LEFT JOIN municipalities lm ON lm.id = a.municipality_id
  LEFT JOIN villages lv ON lv.id = a.village_id`);
