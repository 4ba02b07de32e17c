/**
 * The case data of the demo registrations (issue 10): report and onset dates, epidemiological unit,
 * counts, control measures, classification and the review's timestamps. Drawn in SQL from a hash of a
 * key of the row, so the registrations' own random stream (and every figure the tests know) stays as it
 * was, and the demo and the bulk generator share one definition.
 */
import { type SQL, sql } from 'drizzle-orm';

/** The columns `caseValues` fills, in its order. */
export const CASE_COLUMNS = sql.raw(
  'report_date, onset_date, epidemiological_unit, susceptible, deaths, destroyed, slaughtered, vaccinated, control_measures, classification, verified_at, confirmed_at',
);

/** Control measures by tenth of the hash: which also drive the vaccinated and destroyed counts. */
const MEASURES = [
  '{quarantine,movement_control}',
  '{vaccination}',
  '{treatment}',
  '{quarantine,treatment,disinfection}',
  '{none}',
  '{movement_control,vaccination}',
  '{}',
  '{quarantine}',
  '{stamping_out,disinfection}',
  '{treatment,vaccination}',
];
const VACCINATING = [1, 5, 9];
const STAMPING_OUT = 8;

const arrayLiteral = (items: string[]) => sql.raw(`ARRAY[${items.map((i) => `'${i}'`).join(', ')}]`);

/**
 * The values of CASE_COLUMNS for one row: `key` any text unique to the row (its ref), `at` when it was
 * recorded, `animals` its sick animals, `status` its review status, `now` the seed's clock.
 */
export function caseValues(key: SQL, at: SQL, animals: SQL, status: SQL, now: Date): SQL {
  const h = sql`abs(hashtext(${key}))`;
  const bucket = (divisor: number, modulo: number) =>
    sql`(${h} / ${sql.raw(String(divisor))} % ${sql.raw(String(modulo))})`;
  const reportDate = sql`dashboard_day(${at})`;
  const measure = bucket(37, 10);
  const susceptible = sql`(${animals} * (2 + ${bucket(13, 8)}) + ${bucket(17, 20)})`;
  const finishedClass = sql`CASE WHEN ${bucket(41, 20)} < 8 THEN 'confirmed_clinical'
    WHEN ${bucket(41, 20)} < 12 THEN 'confirmed_laboratory'
    WHEN ${bucket(41, 20)} < 14 THEN 'ruled_out' ELSE 'suspected' END`;
  const classification = sql`CASE ${status} WHEN 'finished' THEN ${finishedClass}
    WHEN 'canceled' THEN 'ruled_out' ELSE 'suspected' END`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const after = (days: SQL) =>
    sql`LEAST(${at} + ${days} * interval '1 day' + ${bucket(47, 10)} * interval '1 hour', ${nowSql})`;
  return sql`${reportDate},
    ${reportDate} - (${bucket(7, 6)} + ${bucket(11, 5)})::int,
    (${arrayLiteral(['herd', 'herd', 'herd', 'village', 'village', 'farm', 'transhumance_corridor', 'market', 'other', 'herd'])})[1 + ${bucket(101, 10)}],
    ${susceptible},
    floor(${animals} * ${bucket(19, 40)} / 100.0)::int,
    CASE WHEN ${measure} = ${sql.raw(String(STAMPING_OUT))} THEN ${animals} ELSE 0 END,
    CASE WHEN ${bucket(29, 8)} = 0 THEN floor(${animals} / 10.0)::int ELSE 0 END,
    CASE WHEN ${measure} IN (${sql.raw(VACCINATING.join(', '))}) THEN floor(${susceptible} * 0.6)::int ELSE 0 END,
    (${arrayLiteral(MEASURES)})[1 + ${measure}]::text[],
    ${classification},
    CASE WHEN ${status} = 'finished' THEN ${after(sql`(1 + ${bucket(43, 6)})`)} END,
    CASE WHEN ${classification} LIKE 'confirmed%' THEN ${after(sql`(2 + ${bucket(53, 8)})`)} END`;
}

/**
 * The demo's laboratory samples, consistent with the classifications drawn above: a positive result for
 * each case confirmed by a laboratory, a negative one for each case ruled out, a pending one for a quarter
 * of the suspected cases. `since` limits them to the registrations just inserted.
 */
export function seedSamplesSql(sinceId: number): SQL {
  const h = sql`abs(hashtext(r.ref))`;
  return sql`
    INSERT INTO samples (registration_id, sample_date, laboratory, test, result, result_date, created_at, updated_at)
    SELECT r.id, r.report_date,
      (ARRAY['IRED Farcha (N’Djamena)', 'Laboratoire vétérinaire d’Abéché', 'Laboratoire vétérinaire de Moundou'])[1 + ${h} / 59 % 3],
      (ARRAY['RT-PCR', 'ELISA', 'Culture bactériologique', 'Test rapide'])[1 + ${h} / 61 % 4],
      s.result,
      CASE s.result WHEN 'positive' THEN GREATEST(r.report_date, dashboard_day(r.confirmed_at))
        WHEN 'negative' THEN LEAST(r.report_date + 3, dashboard_day(now())) END,
      r.created_at, r.created_at
    FROM registrations r
    CROSS JOIN LATERAL (SELECT CASE
      WHEN r.classification = 'confirmed_laboratory' THEN 'positive'
      WHEN r.classification = 'ruled_out' THEN 'negative'
      WHEN r.classification = 'suspected' AND ${h} / 67 % 4 = 0 THEN 'pending' END AS result) s
    WHERE r.id > ${sinceId} AND s.result IS NOT NULL`;
}
