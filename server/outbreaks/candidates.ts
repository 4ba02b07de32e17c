/**
 * The ongoing outbreaks a batch of cases may join, read once (and locked) and then matched in memory: an
 * import of 100,000 reports asks the database once, not once per report and disease. Each case that joins
 * moves its outbreak's dates and centre here, so the next case of the same batch sees them.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { OutbreakGrouping } from '../config';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { kilometresApart } from './distance';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds since the epoch of a calendar day's UTC midnight, as SQL (the drivers answer dates as
 * text): days compare and subtract as numbers in memory.
 */
export const epochMs = (day: SQL) => sql`(extract(epoch FROM ${day}::timestamp) * 1000)::float8`;

/** The calendar day of such milliseconds, as SQL. */
const dayOf = (ms: number) => sql`(to_timestamp(${ms / 1000}) AT TIME ZONE 'UTC')::date`;

/** Where and when a case lies, as the grouping rules read it (`at`: its case date in epoch ms). */
export interface CasePlace {
  municipality_id: number | null;
  lat: number;
  lng: number;
  at: number;
}

export interface Candidate {
  id: number;
  disease_id: number;
  municipality_id: number | null;
  lat: number;
  lng: number;
  /** Days of the first and last case, epoch ms. */
  started: number;
  last: number;
  registrations_count: number;
}

const sameMunicipality = (o: Candidate, r: CasePlace) =>
  o.municipality_id !== null && o.municipality_id === r.municipality_id;

export class OngoingOutbreaks {
  private readonly byDisease = new Map<number, Candidate[]>();

  private constructor(private readonly rules: OutbreakGrouping) {}

  /** The ongoing outbreaks of these diseases whose window may reach a case dated between `from` and `to`. */
  static async read(tx: Orm, rules: OutbreakGrouping, diseaseIds: number[], from: number, to: number) {
    const found = new OngoingOutbreaks(rules);
    if (!diseaseIds.length) return found;
    const window = sql`${rules.windowDays}::int`;
    const rows = await queryRows<Candidate>(
      tx,
      sql`SELECT o.id, o.disease_id, o.municipality_id, o.lat, o.lng, ${epochMs(sql`o.started_at`)} AS started,
                 ${epochMs(sql`o.last_case_at`)} AS last, o.registrations_count
          FROM outbreaks o
          WHERE o.status = 'ongoing' AND o.disease_id = ANY(${sql.param(diseaseIds)}::int[])
            AND o.last_case_at >= ${dayOf(from)} - ${window}
            AND o.started_at <= ${dayOf(to)} + ${window}
          ORDER BY o.id
          FOR UPDATE`,
    );
    for (const row of rows) found.add(row);
    return found;
  }

  add(outbreak: Candidate) {
    const list = this.byDisease.get(outbreak.disease_id) ?? [];
    list.push(outbreak);
    this.byDisease.set(outbreak.disease_id, list);
  }

  /**
   * The outbreak of a disease a case joins: same municipality first, then nearest centre, then latest last
   * case; undefined when none is within the window and the municipality or distance.
   */
  find(diseaseId: number, r: CasePlace): Candidate | undefined {
    const window = this.rules.windowDays * DAY_MS;
    const day = r.at;
    let best: { outbreak: Candidate; same: boolean; km: number } | undefined;
    for (const o of this.byDisease.get(diseaseId) ?? []) {
      if (o.last < day - window || o.started > day + window) continue;
      const same = sameMunicipality(o, r);
      const km = kilometresApart(o, r);
      if (!same && !(this.rules.distanceKm > 0 && km <= this.rules.distanceKm)) continue;
      const better =
        !best || (same !== best.same ? same : km !== best.km ? km < best.km : o.last > best.outbreak.last);
      if (better) best = { outbreak: o, same, km };
    }
    return best?.outbreak;
  }

  /** The case is in the outbreak: its first and last case and its centre follow. */
  join(o: Candidate, r: CasePlace) {
    o.started = Math.min(o.started, r.at);
    o.last = Math.max(o.last, r.at);
    o.lat = (o.lat * o.registrations_count + r.lat) / (o.registrations_count + 1);
    o.lng = (o.lng * o.registrations_count + r.lng) / (o.registrations_count + 1);
    o.registrations_count += 1;
  }
}
