/** The alert rules in force, as typed records the evaluation works on. */
import { sql } from 'drizzle-orm';
import type { AlertBaseline, AlertLevel, AlertRuleKind } from '../../resources/alert-rules';
import type { Orm } from '../db/connect';
import { queryRows } from '../db/query';

/** The location columns of registrations and alerts, top first, with their level. */
export const AREA_COLUMNS = [
  { level: 'provinces', key: 'province_id' },
  { level: 'departments', key: 'department_id' },
  { level: 'municipalities', key: 'municipality_id' },
  { level: 'villages', key: 'village_id' },
] as const satisfies readonly { level: AlertLevel; key: string }[];
export type AreaKey = (typeof AREA_COLUMNS)[number]['key'];
export type AreaChain = Record<AreaKey, number | null>;

export const areaKeyOf = (level: AlertLevel): AreaKey =>
  AREA_COLUMNS.find((column) => column.level === level)?.key ?? 'municipality_id';

/** What tells apart the alerts of a rule's week when they are per area (alerts.area_key). */
export const areaIdentity = (key: AreaKey, areaId: number) => `${key}:${areaId}`;

export const EMPTY_CHAIN: AreaChain = {
  province_id: null,
  department_id: null,
  municipality_id: null,
  village_id: null,
};

/** The ancestry of a place down to the level of `key` (deeper columns null). */
export const chainDownTo = (row: AreaChain, key: AreaKey): AreaChain => {
  const depth = AREA_COLUMNS.findIndex((c) => c.key === key);
  const chain: AreaChain = { ...EMPTY_CHAIN };
  AREA_COLUMNS.forEach((c, i) => {
    if (i <= depth) chain[c.key] = row[c.key];
  });
  return chain;
};

export interface AlertRule extends AreaChain {
  id: number;
  name: string;
  kind: AlertRuleKind;
  disease_id: number | null;
  specie_id: number | null;
  level: AlertLevel;
  threshold: number;
  factor: number | null;
  baseline: AlertBaseline;
}

/** Active, untrashed rules; with `ruleIds`, only those. */
export async function activeRules(orm: Orm): Promise<AlertRule[]> {
  return queryRows<AlertRule>(
    orm,
    sql`SELECT id, name, kind, disease_id, specie_id, province_id, department_id, municipality_id, village_id,
          level, threshold, factor, baseline
        FROM alert_rules
        WHERE status = 'active' AND deleted_at IS NULL AND kind IS NOT NULL
        ORDER BY id`,
  );
}
