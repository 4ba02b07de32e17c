/**
 * Rules that relate a field to other fields of the same record, as pure functions of the record: the
 * server checks them on the merged record of a write, the browser on the form's values.
 */
import type { RequiredWhen } from './fields';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A form sends numbers as numbers or text; an empty one counts as 0. */
const amount = (value: unknown) => (isBlank(value) ? 0 : Number(value));

/**
 * The sum the value falls short of (deaths + destroyed + slaughtered above the animals at risk), or null
 * when it holds it or is empty (unknown).
 */
export function shortOfSum(
  value: unknown,
  addends: readonly string[],
  record: Record<string, unknown>,
): number | null {
  if (isBlank(value)) return null;
  const total = addends.reduce((sum, key) => sum + amount(record[key]), 0);
  return Number(value) < total ? total : null;
}

/** The other field's value that makes this empty field required, or null when none does. */
export function requiringValue(
  value: unknown,
  rule: RequiredWhen,
  record: Record<string, unknown>,
): string | null {
  const other = record[rule.field];
  if (!isBlank(value) || isBlank(other) || rule.except.includes(String(other))) return null;
  return String(other);
}
