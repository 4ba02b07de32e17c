/**
 * The ongoing outbreaks a batch of cases may join, read once (and locked) and then matched in memory: an
 * import of 100,000 reports asks the database once, not once per report and disease. Each case that joins
 * moves its outbreak's dates and centre here, so the next case of the same batch sees them. A case is
 * measured only against the outbreaks of its disease in its municipality or in the grid cells within the
 * distance (./grid.ts), so the cost per case does not grow with the number of outbreaks held.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { OutbreakGrouping } from '../config';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';
import { kilometresApart } from './distance';
import { GridCells, PointGrid } from './grid';

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

/** Outbreaks of one disease whose window covers one stretch of time, by municipality and by place. */
interface Shelf {
  byMunicipality: Map<number | null, Candidate[]>;
  grid?: PointGrid<Candidate>;
  all: Candidate[];
}

export class OngoingOutbreaks {
  /**
   * Per disease, per stretch of `windowDays`: the outbreaks a case of that stretch may join, those whose
   * first case minus the window to last case plus the window overlaps it. A case looks only at its own
   * stretch, so a pass over years of history does not measure each case against every outbreak ever held.
   */
  private readonly byDisease = new Map<number, Map<number, Shelf>>();
  /** The stretches each outbreak is filed in, first and last, and its grid cell there. */
  private readonly filed = new Map<Candidate, { from: number; to: number; cell: number | undefined }>();
  /** The order outbreaks were added in: of two equally good, the first added wins. */
  private readonly order = new Map<Candidate, number>();
  private readonly stretch: number;
  /** The cells of every shelf's grid (one distance): an outbreak's cell is computed once per move. */
  private readonly cells: GridCells | undefined;

  private constructor(private readonly rules: OutbreakGrouping) {
    this.stretch = Math.max(1, rules.windowDays) * DAY_MS;
    this.cells = rules.distanceKm > 0 ? new GridCells(rules.distanceKm) : undefined;
  }

  /** The ongoing outbreaks of these diseases whose window may reach a case dated between `from` and `to`. */
  static async read(tx: Orm, rules: OutbreakGrouping, diseaseIds: number[], from: number, to: number) {
    if (!diseaseIds.length) return new OngoingOutbreaks(rules);
    const window = sql`${rules.windowDays}::int`;
    return OngoingOutbreaks.readWhere(
      tx,
      rules,
      sql`o.disease_id = ANY(${sql.param(diseaseIds)}::int[])
          AND o.last_case_at >= ${dayOf(from)} - ${window} AND o.started_at <= ${dayOf(to)} + ${window}`,
    );
  }

  /** Every ongoing outbreak: a pass over the whole registry keeps them for all its batches. */
  static readAll(tx: Orm, rules: OutbreakGrouping) {
    return OngoingOutbreaks.readWhere(tx, rules, sql`true`);
  }

  private static async readWhere(tx: Orm, rules: OutbreakGrouping, where: SQL) {
    const found = new OngoingOutbreaks(rules);
    const rows = await queryRows<Candidate>(
      tx,
      sql`SELECT o.id, o.disease_id, o.municipality_id, o.lat, o.lng, ${epochMs(sql`o.started_at`)} AS started,
                 ${epochMs(sql`o.last_case_at`)} AS last, o.registrations_count
          FROM outbreaks o
          WHERE o.status = 'ongoing' AND ${where}
          ORDER BY o.id
          FOR UPDATE`,
    );
    for (const row of rows) found.add(row);
    return found;
  }

  private shelf(diseaseId: number, stretch: number) {
    let shelves = this.byDisease.get(diseaseId);
    if (!shelves) {
      shelves = new Map();
      this.byDisease.set(diseaseId, shelves);
    }
    let found = shelves.get(stretch);
    if (!found) {
      found = {
        byMunicipality: new Map(),
        grid: this.cells && new PointGrid(this.cells),
        all: [],
      };
      shelves.set(stretch, found);
    }
    return found;
  }

  private stretchOf(at: number) {
    return Math.floor(at / this.stretch);
  }

  /**
   * Files the outbreak on the shelves its window newly covers, and moves it on the grids of all when its
   * centre left its cell: an outbreak of years spans dozens of stretches, and each case it receives would
   * otherwise visit them all.
   */
  private file(outbreak: Candidate) {
    const window = this.rules.windowDays * DAY_MS;
    const from = this.stretchOf(outbreak.started - window);
    const to = this.stretchOf(outbreak.last + window);
    const cell = this.cells?.keyOf(outbreak);
    const before = this.filed.get(outbreak);
    const moved = !before || before.cell !== cell;
    for (let stretch = from; stretch <= to; stretch++) {
      const added = !before || stretch < before.from || stretch > before.to;
      if (!added && !moved) continue;
      const shelf = this.shelf(outbreak.disease_id, stretch);
      if (added) {
        shelf.all.push(outbreak);
        const list = shelf.byMunicipality.get(outbreak.municipality_id) ?? [];
        list.push(outbreak);
        shelf.byMunicipality.set(outbreak.municipality_id, list);
      }
      shelf.grid?.put(outbreak, cell);
    }
    this.filed.set(outbreak, { from, to, cell });
  }

  add(outbreak: Candidate) {
    this.order.set(outbreak, this.order.size);
    this.file(outbreak);
  }

  /**
   * The outbreak of a disease a case joins: same municipality first, then nearest centre, then latest last
   * case; undefined when none is within the window and the municipality or distance.
   */
  find(diseaseId: number, r: CasePlace): Candidate | undefined {
    const outbreaks = this.byDisease.get(diseaseId)?.get(this.stretchOf(r.at));
    if (!outbreaks) return undefined;
    const window = this.rules.windowDays * DAY_MS;
    const day = r.at;
    let best: { outbreak: Candidate; same: boolean; km: number; order: number } | undefined;
    const consider = (o: Candidate) => {
      if (o.last < day - window || o.started > day + window) return;
      const same = sameMunicipality(o, r);
      const km = kilometresApart(o, r);
      if (!same && !(this.rules.distanceKm > 0 && km <= this.rules.distanceKm)) return;
      const order = this.order.get(o) ?? 0;
      const better =
        !best ||
        (same !== best.same
          ? same
          : km !== best.km
            ? km < best.km
            : o.last !== best.outbreak.last
              ? o.last > best.outbreak.last
              : order < best.order);
      if (better) best = { outbreak: o, same, km, order };
    };
    if (r.municipality_id !== null)
      for (const o of outbreaks.byMunicipality.get(r.municipality_id) ?? []) consider(o);
    if (outbreaks.grid) {
      for (const o of outbreaks.grid.near(r) ?? outbreaks.all) if (!sameMunicipality(o, r)) consider(o);
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
    this.file(o);
  }
}
