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

/** Values of the file claimed by earlier valid rows, and unique values the batch's records hold. */
export class UniqueValues {
  private readonly claimed = new Map<string, Set<string>>();
  holders = new Map<string, Map<string, number[]>>();

  constructor(private readonly resource: Resource) {}

  isTaken(key: string, value: unknown, exceptId: number | null) {
    const v = comparable(this.resource, key, value);
    if (this.claimed.get(key)?.has(v)) return true;
    return (this.holders.get(key)?.get(v) ?? []).some((id) => id !== exceptId);
  }

  claim(input: ValidInput) {
    for (const [key, field] of Object.entries(this.resource.fields)) {
      const value = input.values[key];
      if (!field.unique || value === null || value === undefined) continue;
      const set = this.claimed.get(key) ?? new Set<string>();
      set.add(comparable(this.resource, key, value));
      this.claimed.set(key, set);
    }
  }
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
  constructor(private readonly context: CheckContext) {}

  allows(record: Row) {
    const { reg, orm, resource, viewer } = this.context;
    const place = Object.entries(resource.fields)
      .filter(([, f]) => f.kind === 'reference')
      .map(([key]) => record[key] ?? null);
    const key = JSON.stringify([record.id ?? null, place]);
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
  helpers: { lookups: ValidationLookups; areas: AreaCheck },
  body: Row,
  existing: StoredRecord | null,
): Promise<Verdict> {
  const { resource, t } = context;
  const checked = checkBody(resource, existing ? 'edit' : 'create', body, t);
  const valid = withoutKeys(checked.body, Object.keys(checked.errors));
  const { input, errors } = await validateInput(resource, valid, existing, helpers.lookups, t);
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
