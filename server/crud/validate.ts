import {
  type Field,
  isAfterBound,
  isBeforeField,
  type Resource,
  requiringValue,
  shortOfSum,
} from '../../resources/kit';
import { isRecord, numbersOf, stringsOf } from '../../shared/narrow';
import { localToday } from '../dashboard/calendar';
import type { Translate } from '../http/locale';
import type { StoredRecord } from './serialize';

/** Database look-ups validation needs, kept behind an interface so the rules stay pure. */
export interface ValidationLookups {
  /** Which of these ids exist, live, in the target resource. */
  liveIds(target: string, ids: number[]): Promise<Set<number>>;
  /** A field of one target record (for `within`). */
  fieldOf(target: string, id: number, field: string): Promise<unknown>;
  /** Whether another record already holds this unique value (case-insensitive for text). */
  isTaken(field: string, value: unknown, exceptId: number | null): Promise<boolean>;
}

export interface ValidInput {
  /** Stored fields by key (coordinates as `coordinates: {lat, lng}`); only keys the request may set. */
  values: Record<string, unknown>;
  /** Many-to-many fields by key: the full list of target ids. */
  links: Record<string, number[]>;
}

type Errors = Record<string, string[]>;
const isEmpty = (v: unknown) => v === undefined || v === null;
const emptyValue = (field: Field) => (field.kind === 'references' || field.kind === 'multiEnum' ? [] : null);

/** The value to store for a schema-valid one (emails compare lower-case, ids once each). */
function stored(field: Field, raw: unknown): unknown {
  if (field.kind === 'email' || ('format' in field && field.format === 'uuid'))
    return String(raw).toLowerCase();
  if (field.kind === 'references') return [...new Set(numbersOf(raw))];
  // In the order of the declaration, whatever order they came in.
  if (field.kind === 'multiEnum') return field.values.filter((v) => stringsOf(raw).includes(v));
  if (field.kind === 'datetime') return new Date(String(raw));
  return raw;
}

/**
 * Turns a body that passed the route's JSON Schema (`server/schemas`: shapes, bounds, required, already
 * trimmed with '' as null) into values to store, then runs the rules only the database can answer:
 * unique, exists, within, and the confirmation of a twin field. Unknown and read-only keys were removed by
 * the schema; on update, absent keys keep their stored value (`existing`).
 */
export async function validateInput(
  resource: Resource,
  body: unknown,
  existing: StoredRecord | null,
  lookups: ValidationLookups,
  t: Translate,
  // An import checks 100,000 rows: it asks the clock once per batch.
  today = localToday(),
): Promise<{ input: ValidInput; errors: Errors }> {
  const data = isRecord(body) ? body : {};
  const errors: Errors = {};
  const input: ValidInput = { values: {}, links: {} };
  const creating = existing === null;
  const merged: Record<string, unknown> = { ...(existing ?? {}) };

  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.readOnly || field.virtual || (field.createOnly && !creating)) continue;
    const raw = data[key];
    // A blank password on update means "keep the current one".
    if (!creating && field.kind === 'password' && isEmpty(raw)) continue;
    if (!(key in data) && !creating) continue;
    let value: unknown;
    if (isEmpty(raw)) {
      const fallback =
        field.kind === 'date' && field.default === 'today'
          ? today
          : 'default' in field && field.default !== undefined
            ? field.default
            : emptyValue(field);
      value = creating ? fallback : emptyValue(field);
    } else value = stored(field, raw);
    merged[key] = value;
    if (field.kind === 'references') input.links[key] = numbersOf(value);
    else input.values[key] = value;
  }

  for (const [key, field] of Object.entries(resource.fields)) {
    // Most fields have no rule for the database: no await for them (an import checks 100,000 rows).
    const checked = checkAgainstDatabase(key, field, merged, existing, lookups, data);
    const error = checked instanceof Promise ? await checked : checked;
    // `within` names the field it depends on (the species of a breed, the province of a department).
    const within = field.kind === 'reference' ? field.within : undefined;
    if (error)
      errors[key] = [t(error, within ? { field: t(`resources.${resource.name}.fields.${within}`) } : {})];
    else {
      const relation = relationError(resource, key, field, merged, t, today);
      if (relation) errors[key] = [relation];
    }
  }
  return { input, errors };
}

const fieldLabel = (resource: Resource, key: string, t: Translate) =>
  t(`resources.${resource.name}.fields.${key}`);

/**
 * The rules that relate a field to another or to the day (an onset not after the report), checked on the
 * merged record so an update of either side is caught; returns the translated message or null.
 */
function relationError(
  resource: Resource,
  key: string,
  field: Field,
  merged: Record<string, unknown>,
  t: Translate,
  today: string,
): string | null {
  if (field.kind === 'multiEnum' && field.exclusive?.length) {
    const chosen = stringsOf(merged[key]);
    const alone = chosen.find((v) => field.exclusive?.includes(v));
    if (alone && chosen.length > 1)
      return t('validation.exclusive', { value: t(`resources.${resource.name}.values.${key}.${alone}`) });
  }
  if ((field.kind === 'integer' || field.kind === 'number') && field.atLeastSumOf)
    for (const addends of field.atLeastSumOf) {
      const total = shortOfSum(merged[key], addends, merged);
      if (total !== null)
        return t('validation.atLeastSum', {
          total,
          fields: addends.map((a) => fieldLabel(resource, a, t)).join(' + '),
        });
    }
  if (field.kind !== 'date') return null;
  for (const bound of field.notAfter ?? []) {
    if (!isAfterBound(merged[key], bound, merged, today)) continue;
    return bound === 'today'
      ? t('validation.notAfterToday')
      : t('validation.notAfter', { field: fieldLabel(resource, bound, t) });
  }
  for (const other of field.notBefore ?? [])
    if (isBeforeField(merged[key], other, merged))
      return t('validation.notBefore', { field: fieldLabel(resource, other, t) });
  const rule = field.requiredWhen;
  const requiring = rule ? requiringValue(merged[key], rule, merged) : null;
  if (rule && requiring !== null)
    return t('validation.requiredWhen', {
      field: fieldLabel(resource, rule.field, t),
      value: t(`resources.${resource.name}.values.${rule.field}.${requiring}`),
    });
  return null;
}

/**
 * The rules JSON Schema cannot say; returns an i18n key or null, at once when the field asks the
 * database nothing.
 */
function checkAgainstDatabase(
  key: string,
  field: Field,
  merged: Record<string, unknown>,
  existing: StoredRecord | null,
  lookups: ValidationLookups,
  data: Record<string, unknown>,
): string | null | Promise<string | null> {
  if ('sameAs' in field && field.sameAs) {
    const involved = key in data || field.sameAs in data;
    return involved && (data[key] ?? null) !== (data[field.sameAs] ?? null) ? 'validation.same' : null;
  }
  if (field.readOnly || field.virtual || !(key in merged) || (existing && !(key in data))) return null;
  if (field.createOnly && existing) return null;
  const value = merged[key];
  if (isEmpty(value)) return null;
  if (!field.unique && field.kind !== 'reference' && field.kind !== 'references') return null;
  return lookUp(key, field, value, merged, existing, lookups);
}

async function lookUp(
  key: string,
  field: Field,
  value: unknown,
  merged: Record<string, unknown>,
  existing: StoredRecord | null,
  lookups: ValidationLookups,
): Promise<string | null> {
  if (field.unique && (await lookups.isTaken(key, value, existing?.id ?? null))) return 'validation.unique';
  if (field.kind === 'reference' && typeof value === 'number') {
    const id = value;
    if (!(await lookups.liveIds(field.target, [id])).has(id)) return 'validation.exists';
    if (field.within && !isEmpty(merged[field.within])) {
      const owner = await lookups.fieldOf(field.target, id, field.within);
      if (owner !== merged[field.within]) return 'validation.within';
    }
  }
  if (field.kind === 'references') {
    const ids = numbersOf(value);
    const live = await lookups.liveIds(field.target, ids);
    if (ids.some((id) => !live.has(id))) return 'validation.exists';
  }
  return null;
}
