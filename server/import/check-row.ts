/**
 * One row's verdict, with the rules of a form save: the resource's JSON Schema, its database rules
 * (unique, exists, within), the viewer's areas and the resource's policy. The database answers come from
 * memory (./existing.ts, ./reference-index.ts) so a batch costs a few queries, not a few per row.
 */
import type { FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/kit';
import { mayWrite } from '../areas/scope';
import type { SessionViewer } from '../auth/session-store';
import type { CrudRegistry } from '../crud/context';
import type { ResourcePolicy } from '../crud/policy';
import type { StoredRecord } from '../crud/serialize';
import { type ValidationLookups, type ValidInput, validateInput } from '../crud/validate';
import type { Orm } from '../db/connect';
import { ApiError } from '../http/errors';
import type { Translate } from '../http/locale';
import { checkBody, withoutKeys } from '../schemas/attached-errors';
import { comparable } from './existing';
import type { ReferenceIndexes } from './reference-index';
import type { RowErrors } from './row-body';

type Row = Record<string, unknown>;

/** Where a row-level message goes (not one field's): an area refused, a duplicate row. */
export const ROW = '';

export interface CheckContext {
  reg: CrudRegistry;
  orm: Orm;
  resource: Resource;
  policy: ResourcePolicy;
  request: FastifyRequest;
  viewer: SessionViewer;
  t: Translate;
  indexes: ReferenceIndexes;
}

export type Verdict =
  | { status: 'created'; input: ValidInput }
  | { status: 'updated'; input: ValidInput; existing: StoredRecord }
  | { status: 'unchanged'; existing: StoredRecord }
  | { status: 'error'; errors: RowErrors };

/**
 * Unique values as the file's earlier valid rows leave them: those they claimed, those they gave up (an
 * update moving a record off its value), and the holders the database had for the batch's values. The
 * holders may be read before the earlier batches are written, so a value given up earlier in the file is
 * free even though its stored holder still shows it.
 */
export class UniqueValues {
  private readonly claimed = new Map<string, Set<string>>();
  /** field → value → the records that gave it up. */
  private readonly released = new Map<string, Map<string, Set<number>>>();
  holders = new Map<string, Map<string, number[]>>();
  private readonly uniqueKeys: string[];

  constructor(private readonly resource: Resource) {
    this.uniqueKeys = Object.entries(resource.fields).flatMap(([key, f]) => (f.unique ? [key] : []));
  }

  isTaken(key: string, value: unknown, exceptId: number | null) {
    const v = comparable(this.resource, key, value);
    if (this.claimed.get(key)?.has(v)) return true;
    const gone = this.released.get(key)?.get(v);
    return (this.holders.get(key)?.get(v) ?? []).some((id) => id !== exceptId && !gone?.has(id));
  }

  /** A valid row's values; for an update, the stored values it replaces are given up. */
  claim(input: ValidInput, existing?: StoredRecord) {
    for (const key of this.uniqueKeys) {
      const value = input.values[key];
      if (value === null || value === undefined) continue;
      const v = comparable(this.resource, key, value);
      addTo(this.claimed, key, () => new Set<string>()).add(v);
      const before = existing?.[key];
      if (!existing || before === null || before === undefined) continue;
      const old = comparable(this.resource, key, before);
      if (old === v) continue;
      const byValue = addTo(this.released, key, () => new Map<string, Set<number>>());
      addTo(byValue, old, () => new Set<number>()).add(existing.id);
    }
  }
}

function addTo<K, V>(map: Map<K, V>, key: K, empty: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = empty();
  map.set(key, made);
  return made;
}

export function lookupsFrom(indexes: ReferenceIndexes, uniques: UniqueValues): ValidationLookups {
  return {
    async liveIds(target, ids) {
      const index = await indexes.index(target);
      return new Set(ids.filter((id) => index.has(id)));
    },
    async fieldOf(target, id, field) {
      return (await indexes.index(target)).field(id, field);
    },
    async isTaken(field, value, exceptId) {
      return uniques.isTaken(field, value, exceptId);
    },
  };
}

const normal = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return [...value].sort();
  return value ?? null;
};

const sameAsStored = (input: ValidInput, existing: StoredRecord) =>
  [...Object.entries(input.values), ...Object.entries(input.links)].every(
    ([key, value]) => JSON.stringify(normal(value)) === JSON.stringify(normal(existing[key])),
  );

/** Area verdicts by the record's place (most rows of a file share a few villages). */
export class AreaCheck {
  private readonly memo = new Map<string, Promise<boolean>>();
  private readonly placeKeys: string[];
  constructor(private readonly context: CheckContext) {
    this.placeKeys = Object.entries(context.resource.fields).flatMap(([key, f]) =>
      f.kind === 'reference' ? [key] : [],
    );
  }

  allows(record: Row) {
    const { reg, orm, resource, viewer } = this.context;
    const key = JSON.stringify([record.id ?? null, ...this.placeKeys.map((k) => record[k] ?? null)]);
    let verdict = this.memo.get(key);
    if (!verdict) {
      verdict = mayWrite(reg, orm, resource, viewer.areas, record);
      this.memo.set(key, verdict);
    }
    return verdict;
  }
}

export async function checkRow(
  context: CheckContext,
  helpers: { lookups: ValidationLookups; areas: AreaCheck; today: string },
  body: Row,
  existing: StoredRecord | null,
): Promise<Verdict> {
  const { resource, t } = context;
  const checked = checkBody(resource, existing ? 'edit' : 'create', body, t, { owned: true });
  const valid = withoutKeys(checked.body, Object.keys(checked.errors));
  const { input, errors } = await validateInput(resource, valid, existing, helpers.lookups, t, helpers.today);
  const all = { ...errors, ...checked.errors };
  if (Object.keys(all).length) return { status: 'error', errors: all };
  if (existing && sameAsStored(input, existing)) return { status: 'unchanged', existing };
  const after = { ...existing, ...input.values, ...input.links };
  const inside = (!existing || (await helpers.areas.allows(existing))) && (await helpers.areas.allows(after));
  if (!inside) return { status: 'error', errors: { [ROW]: [t('validation.outsideAreas')] } };
  const { request, viewer, orm } = context;
  try {
    await context.policy.beforeWrite?.({ request, viewer, orm, t, existing, input });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: 'error', errors: error.errors ?? { [ROW]: [t(error.message, error.params)] } };
  }
  return existing ? { status: 'updated', input, existing } : { status: 'created', input };
}
