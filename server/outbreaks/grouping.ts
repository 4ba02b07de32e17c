/**
 * Automatic grouping of registrations into outbreaks (issue 10 item 5). For each disease a live
 * registration reports, it joins the ongoing outbreak of that disease in the same municipality, or whose
 * centre lies within `distanceKm`, whose last case is at most `windowDays` before its own; else it opens a
 * new outbreak at its village. A registration that no longer counts (canceled, trashed) leaves its
 * outbreaks, and an outbreak left empty is removed. A reviewer's move (`moved_by`) is never undone here.
 */
import { sql } from 'drizzle-orm';
import type { OutbreakGrouping } from '../config';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { caseDate, countsInOutbreak } from './case-date';
import { kilometresBetween } from './distance';
import { refreshOutbreaks } from './refresh';

interface RegistrationPlace {
  id: number;
  counts: boolean;
  municipality_id: number | null;
  village_id: number;
  lat: number;
  lng: number;
  day: Date;
}

interface Membership {
  outbreak_id: number;
  disease_id: number;
}

export async function registrationPlace(tx: Orm, id: number) {
  const [row] = await queryRows<RegistrationPlace>(
    tx,
    sql`SELECT r.id, (${countsInOutbreak('r')}) AS counts, r.municipality_id, r.village_id, r.lat, r.lng,
               ${caseDate('r')} AS day
        FROM registrations r WHERE r.id = ${id}`,
  );
  return row;
}

/** The ongoing outbreak of a disease a case joins, nearest first; undefined when none fits. */
export async function outbreakFor(tx: Orm, rules: OutbreakGrouping, diseaseId: number, r: RegistrationPlace) {
  const distance = kilometresBetween(sql`o.lat`, sql`o.lng`, sql`${r.lat}::float8`, sql`${r.lng}::float8`);
  const near = rules.distanceKm > 0 ? sql`OR ${distance} <= ${rules.distanceKm}` : sql``;
  const day = sql`${r.day}::timestamptz`;
  const [found] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT o.id FROM outbreaks o
        WHERE o.disease_id = ${diseaseId} AND o.status = 'ongoing'
          AND o.last_case_at >= ${day} - make_interval(days => ${rules.windowDays})
          AND o.started_at <= ${day} + make_interval(days => ${rules.windowDays})
          AND (o.municipality_id = ${r.municipality_id} ${near})
        ORDER BY (o.municipality_id = ${r.municipality_id}) DESC, ${distance}, o.last_case_at DESC
        LIMIT 1
        FOR UPDATE`,
  );
  return found?.id;
}

/** Opens an outbreak of a disease at a registration's village; its reference is OB-{year}-{id}. */
export async function openOutbreak(tx: Orm, diseaseId: number, r: RegistrationPlace) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`WITH next AS (SELECT nextval(pg_get_serial_sequence('outbreaks', 'id'))::int AS id)
        INSERT INTO outbreaks (id, ref, disease_id, status, village_id, lat, lng, started_at, last_case_at)
        SELECT next.id, 'OB-' || to_char(${r.day}::timestamptz, 'YYYY') || '-' || lpad(next.id::text, 4, '0'),
               ${diseaseId}, 'ongoing', ${r.village_id}, ${r.lat}, ${r.lng}, ${r.day}, ${r.day}
        FROM next
        RETURNING id`,
  );
  if (!row) throw new Error('no outbreak opened');
  return row.id;
}

/** Puts one registration where the rules say, for each disease it reports; returns the outbreaks touched. */
async function groupOne(tx: Orm, rules: OutbreakGrouping, id: number, touched: Set<number>) {
  const place = await registrationPlace(tx, id);
  const memberships = await queryRows<Membership>(
    tx,
    sql`SELECT outbreak_id, disease_id FROM outbreak_registrations WHERE registration_id = ${id}`,
  );
  for (const m of memberships) touched.add(m.outbreak_id);
  const diseases = place?.counts
    ? (
        await queryRows<{ disease_id: number }>(
          tx,
          sql`SELECT disease_id FROM registration_diseases WHERE registration_id = ${id}`,
        )
      ).map((d) => d.disease_id)
    : [];
  await tx.execute(
    sql`DELETE FROM outbreak_registrations
        WHERE registration_id = ${id} AND NOT (disease_id = ANY(${sql.param(diseases)}::int[]))`,
  );
  if (!place) return;
  for (const diseaseId of diseases) {
    if (memberships.some((m) => m.disease_id === diseaseId)) continue;
    const outbreakId =
      (await outbreakFor(tx, rules, diseaseId, place)) ?? (await openOutbreak(tx, diseaseId, place));
    await tx.execute(
      sql`INSERT INTO outbreak_registrations (outbreak_id, registration_id, disease_id)
          VALUES (${outbreakId}, ${id}, ${diseaseId})`,
    );
    // Dates and centre now, so the next registration of the same request sees them.
    await refreshOutbreaks(tx, [outbreakId]);
    touched.add(outbreakId);
  }
}

/** Groups registrations (in order) and brings the outbreaks they touched up to date. */
export async function groupRegistrations(tx: Orm, rules: OutbreakGrouping, ids: readonly number[]) {
  const touched = new Set<number>();
  for (const id of ids) await groupOne(tx, rules, id, touched);
  await refreshOutbreaks(tx, [...touched]);
}
