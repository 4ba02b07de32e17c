/** One INSERT … SELECT statement that draws `size` registrations and their diseases inside PostgreSQL. */
import { type SQL, sql } from 'drizzle-orm';
import { CASE_COLUMNS, caseValues } from './case-data';
import {
  MAX_ANIMALS,
  type Model,
  NO_BREED_RATE,
  RECENT_DAYS,
  SECOND_DISEASE_RATE,
  STATUS_OLD,
  STATUS_RECENT,
  TABLE_SIZE as T,
  VILLAGE_RADIUS_KM,
} from './model';
import { bulkRefSql } from './refs';
import { floatArray, intArray } from './sql-arrays';

const num = (value: number) => sql.raw(String(value));

export function buildBatchQuery(model: Model, userIds: number[], size: number): SQL {
  const breedOffsets = model.breedIds.map((_, k) => model.breedIds.slice(0, k).flat().length);
  const nowSeconds = model.now / 1000;
  const statusCase = (odds: { waiting: number; finished: number }) =>
    sql`CASE WHEN g.r_st < ${num(odds.waiting)} THEN 'waiting' WHEN g.r_st < ${num(odds.waiting + odds.finished)} THEN 'finished' ELSE 'canceled' END`;

  return sql`
WITH p AS MATERIALIZED (
  SELECT ${intArray(model.speciesTable)} AS sp_tab, ${intArray(model.speciesIds)} AS sp_ids,
    ${intArray(model.diseaseTables.flat())} AS dis_tab, ${intArray(model.diseaseIds)} AS dis_ids,
    ${intArray(model.periodTables.flat())} AS per_tab,
    ${floatArray(model.periods.map((x) => x.start / 1000))} AS per_start,
    ${floatArray(model.periods.map((x) => x.duration / 1000))} AS per_len,
    ${intArray(model.breedIds.flat())} AS b_ids, ${intArray(breedOffsets)} AS b_off,
    ${intArray(model.breedIds.map((b) => b.length))} AS b_cnt, ${intArray(userIds)} AS u_ids
), v AS MATERIALIZED (
  SELECT array_agg(vl.id ORDER BY vl.id) AS ids, array_agg(vl.lat ORDER BY vl.id) AS lats,
    array_agg(vl.lng ORDER BY vl.id) AS lngs, array_agg(m.id ORDER BY vl.id) AS m_ids,
    array_agg(m.department_id ORDER BY vl.id) AS d_ids, array_agg(d.province_id ORDER BY vl.id) AS p_ids,
    count(*)::int AS n
  FROM villages vl JOIN municipalities m ON m.id = vl.municipality_id JOIN departments d ON d.id = m.department_id
  WHERE vl.deleted_at IS NULL AND vl.lat IS NOT NULL AND vl.lng IS NOT NULL
), g AS MATERIALIZED (
  SELECT nextval(pg_get_serial_sequence('registrations', 'id')) AS id,
    floor(random() * ${num(T)})::int AS r_s, floor(random() * ${num(T)})::int AS r_d1,
    floor(random() * ${num(T)})::int AS r_d2, random() AS r_two, floor(random() * ${num(T)})::int AS r_p,
    random() AS r_t, random() AS r_b, random() AS r_bi, random() AS r_v, random() AS r_dist,
    random() AS r_ang, random() AS r_m, random() AS r_f, random() AS r_st, random() AS r_u
  FROM generate_series(1, ${size}::int)
), x AS MATERIALIZED (
  SELECT g.id, s.k, d.d1, d.d2, t.at, a.male, a.female, vi.i AS vi,
    ${num(VILLAGE_RADIUS_KM)} * sqrt(g.r_dist) AS km, 2 * pi() * g.r_ang AS angle,
    CASE WHEN (${num(nowSeconds)} - extract(epoch FROM t.at)) / 86400 < ${num(RECENT_DAYS)}
      THEN ${statusCase(STATUS_RECENT)} ELSE ${statusCase(STATUS_OLD)} END AS status,
    CASE WHEN p.b_cnt[s.k + 1] > 0 AND g.r_b >= ${num(NO_BREED_RATE)}
      THEN p.b_ids[p.b_off[s.k + 1] + floor(g.r_bi * p.b_cnt[s.k + 1])::int + 1] END AS breed_id,
    p.u_ids[1 + floor(g.r_u * cardinality(p.u_ids))::int] AS user_id
  FROM g CROSS JOIN p CROSS JOIN v
  CROSS JOIN LATERAL (SELECT p.sp_tab[g.r_s + 1] AS k) s
  CROSS JOIN LATERAL (SELECT p.dis_tab[s.k * ${num(T)} + g.r_d1 + 1] AS d1,
    CASE WHEN g.r_two < ${num(SECOND_DISEASE_RATE)} THEN p.dis_tab[s.k * ${num(T)} + g.r_d2 + 1] END AS d2) d
  CROSS JOIN LATERAL (SELECT p.per_tab[d.d1 * ${num(T)} + g.r_p + 1] + 1 AS i) per
  CROSS JOIN LATERAL (SELECT to_timestamp(p.per_start[per.i] + g.r_t * p.per_len[per.i]) AS at) t
  CROSS JOIN LATERAL (SELECT floor(${num(MAX_ANIMALS + 1)} * g.r_m ^ 2)::int AS male,
    floor(${num(MAX_ANIMALS + 1)} * g.r_f ^ 2)::int AS f0) m
  CROSS JOIN LATERAL (SELECT m.male, CASE WHEN m.male + m.f0 = 0 THEN 1 ELSE m.f0 END AS female) a
  CROSS JOIN LATERAL (SELECT 1 + floor(g.r_v * v.n)::int AS i) vi
), ins AS (
  INSERT INTO registrations (id, ref, specie_id, breed_id, male_number, female_number, status, village_id,
    municipality_id, department_id, province_id, lat, lng, user_id, created_at, updated_at, ${CASE_COLUMNS})
  SELECT x.id, ${bulkRefSql(sql`x.at`, sql`x.id`)}, p.sp_ids[x.k + 1], x.breed_id, x.male, x.female, x.status,
    v.ids[x.vi], v.m_ids[x.vi], v.d_ids[x.vi], v.p_ids[x.vi], round((v.lats[x.vi] + x.km * cos(x.angle) / 111.32) * 1e6) / 1e6,
    round((v.lngs[x.vi] + x.km * sin(x.angle) / (111.32 * cos(radians(v.lats[x.vi])))) * 1e6) / 1e6,
    x.user_id, x.at, x.at,
    ${caseValues(sql`x.id::text`, sql`x.at`, sql`(x.male + x.female)`, sql`x.status`, new Date(model.now))}
  FROM x CROSS JOIN p CROSS JOIN v
)
-- The links' foreign-key checks and the rollup triggers run at the end of the statement, after the insert
-- (unless the load defers them: deferred-load.ts). The ancestry is written here for deferred loads; the
-- trigger recomputes it otherwise.
INSERT INTO registration_diseases (registration_id, disease_id)
SELECT x.id, p.dis_ids[x.d1 + 1] FROM x CROSS JOIN p
UNION ALL
SELECT x.id, p.dis_ids[x.d2 + 1] FROM x CROSS JOIN p WHERE x.d2 IS NOT NULL AND x.d2 <> x.d1`;
}
