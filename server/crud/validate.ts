import type { Field, Resource } from '../../resources/kit';
import type { Translate } from '../http/locale';

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
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isTextKind = (f: Field) => ['text', 'longText', 'email', 'password', 'translatable'].includes(f.kind);

const toInteger = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
};
const toNumber = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Checks one field's shape and bounds; returns the value to store or an error message. */
function checkValue(field: Field, raw: unknown, t: Translate): { value?: unknown; error?: string } {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'password':
    case 'translatable': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: t('validation.required') };
      const value = field.kind === 'password' ? String(raw) : String(raw).trim();
      if (field.kind === 'email' && !EMAIL.test(value)) return { error: t('validation.email') };
      if (field.kind === 'password' && field.min && value.length < field.min)
        return { error: t('validation.passwordMin') };
      if (field.min && value.length < field.min)
        return { error: t('validation.minLength', { min: field.min }) };
      if (field.max && value.length > field.max)
        return { error: t('validation.maxLength', { max: field.max }) };
      return { value: field.kind === 'email' ? value.toLowerCase() : value };
    }
    case 'integer':
    case 'number': {
      const value = field.kind === 'integer' ? toInteger(raw) : toNumber(raw);
      if (value === null)
        return { error: t(field.kind === 'integer' ? 'validation.integer' : 'validation.number') };
      if (field.min !== undefined && value < field.min)
        return { error: t('validation.min', { min: field.min }) };
      if (field.max !== undefined && value > field.max)
        return { error: t('validation.max', { max: field.max }) };
      return { value };
    }
    case 'enum':
      return field.values.includes(raw as string)
        ? { value: raw }
        : { error: t('validation.enum', { values: field.values.join(', ') }) };
    case 'reference': {
      const value = toInteger(raw);
      return value !== null && value > 0 ? { value } : { error: t('validation.exists') };
    }
    case 'references': {
      const list = Array.isArray(raw) ? raw.map(toInteger) : [null];
      if (list.some((id) => id === null || id <= 0)) return { error: t('validation.exists') };
      return { value: [...new Set(list as number[])] };
    }
    case 'coordinates': {
      const c = (raw ?? {}) as { lat?: unknown; lng?: unknown };
      const lat = toNumber(c.lat);
      const lng = toNumber(c.lng);
      if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        return { error: t('validation.coordinates') };
      }
      return { value: { lat, lng } };
    }
    case 'changes':
      // Written by the server only (the audit trail); a request never sets it.
      return { error: t('validation.required') };
    case 'datetime': {
      const date = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : null;
      return date && !Number.isNaN(date.getTime()) ? { value: date } : { error: t('validation.date') };
    }
  }
}

const emptyValue = (field: Field) => (field.kind === 'references' ? [] : null);

/**
 * Validates a create or update body against the resource's fields. Unknown and read-only keys are
 * dropped; on update, absent keys keep their stored value (`existing`).
 */
export async function validateInput(
  resource: Resource,
  body: unknown,
  existing: Record<string, unknown> | null,
  lookups: ValidationLookups,
  t: Translate,
): Promise<{ input: ValidInput; errors: Errors }> {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Errors = {};
  const input: ValidInput = { values: {}, links: {} };
  const creating = existing === null;
  const merged: Record<string, unknown> = { ...(existing ?? {}) };

  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const given = key in data;
    const raw = data[key];
    const required = field.required || (creating && field.requiredOnCreate);
    // A blank password on update means "keep the current one".
    if (!creating && field.kind === 'password' && isEmpty(raw)) continue;
    if (!given && !creating) continue;
    if (isEmpty(raw) || (field.kind === 'references' && Array.isArray(raw) && raw.length === 0)) {
      if (required && !('generate' in field && field.generate)) {
        const message =
          field.kind === 'reference' || field.kind === 'references'
            ? 'validation.selectionRequired'
            : 'validation.required';
        errors[key] = [t(message)];
      } else if (!field.virtual) {
        const fallback =
          'default' in field && field.default !== undefined ? field.default : emptyValue(field);
        const value = creating ? fallback : emptyValue(field);
        // An emptied many-to-many list is a link change (to none), not a column.
        if (field.kind === 'references') input.links[key] = [];
        else input.values[key] = value;
        merged[key] = value;
      }
      continue;
    }
    // A confirmation is only compared with its twin, which carries the bounds.
    if ('sameAs' in field && field.sameAs) continue;
    const checked = checkValue(field, raw, t);
    if (checked.error) {
      errors[key] = [checked.error];
      continue;
    }
    merged[key] = checked.value;
    if (field.virtual) continue;
    if (field.kind === 'references') input.links[key] = checked.value as number[];
    else input.values[key] = checked.value;
  }

  for (const [key, field] of Object.entries(resource.fields)) {
    if (errors[key] || !(key in input.values || key in input.links || field.virtual)) continue;
    const error = await checkAgainstDatabase(key, field, merged, existing, lookups, t, data);
    if (error) errors[key] = [error];
  }
  return { input, errors };
}

async function checkAgainstDatabase(
  key: string,
  field: Field,
  merged: Record<string, unknown>,
  existing: Record<string, unknown> | null,
  lookups: ValidationLookups,
  t: Translate,
  data: Record<string, unknown>,
): Promise<string | null> {
  const value = merged[key];
  if (isTextKind(field) && 'sameAs' in field && field.sameAs) {
    return key in data || field.sameAs in data
      ? data[key] === data[field.sameAs]
        ? null
        : t('validation.same')
      : null;
  }
  if (isEmpty(value)) return null;
  if (field.unique && (await lookups.isTaken(key, value, (existing?.id as number) ?? null)))
    return t('validation.unique');
  if (field.kind === 'reference') {
    const id = value as number;
    if (!(await lookups.liveIds(field.target, [id])).has(id)) return t('validation.exists');
    if (field.within && !isEmpty(merged[field.within])) {
      const owner = await lookups.fieldOf(field.target, id, field.within);
      if (owner !== merged[field.within]) return t('validation.within');
    }
  }
  if (field.kind === 'references') {
    const ids = value as number[];
    const live = await lookups.liveIds(field.target, ids);
    if (ids.some((id) => !live.has(id))) return t('validation.exists');
  }
  return null;
}
