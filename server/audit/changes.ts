import type { Resource } from '../../resources/kit';

/** Field by field, what a write changed. */
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** Long values (an uploaded avatar) are cut: the trail says that they changed, not what they hold. */
const MAX_TEXT = 500;

const shown = (value: unknown): unknown => {
  if (value === undefined) return null;
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  return value;
};

const same = (a: unknown, b: unknown) => JSON.stringify(shown(a)) === JSON.stringify(shown(b));

/**
 * The fields that differ between two API records of a resource (null: no record), never secrets:
 * write-only fields (password hashes) and virtual ones (confirmations) are left out, as is the
 * bookkeeping `updated_at`. `deleted_at` is kept: it is the trash.
 */
export function changesOf(
  resource: Resource,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Changes {
  const keys = Object.entries(resource.fields)
    .filter(([, field]) => !field.writeOnly && !field.virtual && field.kind !== 'password')
    .map(([key]) => key);
  if (resource.softDelete) keys.push('deleted_at');
  const changes: Changes = {};
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const next = after?.[key] ?? null;
    if (!same(old, next)) changes[key] = { before: shown(old), after: shown(next) };
  }
  return changes;
}
