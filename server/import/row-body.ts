/**
 * One row of cells as the body a form would send: numbers from text, enum values from their labels,
 * references from names, a Kobo geopoint ("lat lng alt accuracy") as coordinates. What cannot be
 * converted is left as given, so the resource's own schema reports it with its usual message.
 */
import { LOCALES, translate } from '../../i18n';
import type { Field, Resource } from '../../resources/kit';
import type { Mapping } from './columns';
import type { Cell } from './read-rows';
import type { ReferenceIndexes } from './reference-index';

export type RowErrors = Record<string, string[]>;

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

const text = (cell: Cell) => (cell instanceof Date ? cell.toISOString() : String(cell).trim());

function numberOf(cell: Cell): unknown {
  if (typeof cell === 'number') return cell;
  const value = Number(text(cell).replace(',', '.'));
  return Number.isFinite(value) ? value : text(cell);
}

const TRUE = ['true', 'yes', 'oui', '1', 'نعم', 'vrai'];
const FALSE = ['false', 'no', 'non', '0', 'لا', 'faux'];

function booleanOf(cell: Cell): unknown {
  if (typeof cell === 'boolean') return cell;
  const value = text(cell).toLowerCase();
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  return value;
}

/** An enum value from itself or its label in any language. */
function enumOf(resource: Resource, key: string, values: readonly string[], cell: Cell): unknown {
  const given = text(cell);
  const lower = given.toLowerCase();
  const direct = values.find((v) => v.toLowerCase() === lower);
  if (direct) return direct;
  for (const value of values)
    for (const locale of LOCALES)
      if (translate(locale, `resources.${resource.name}.values.${key}.${value}`).toLowerCase() === lower)
        return value;
  return given;
}

/** "12.1 15.2 0 0" (Kobo geopoint), "12.1, 15.2" or "12.1;15.2". */
function pointOf(cell: Cell): { lat: unknown; lng: unknown } | null {
  const parts = text(cell)
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (parts.length < 2) return null;
  return { lat: numberOf(parts[0] ?? ''), lng: numberOf(parts[1] ?? '') };
}

/** Values of a multiple choice: "a; b", "a, b", or Kobo's "a b" when each word names one. */
function splitMany(cell: Cell): string[] {
  const given = text(cell);
  return given
    .split(/[;,|\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface RowContext {
  resource: Resource;
  mapping: Mapping;
  headers: readonly string[];
  indexes: ReferenceIndexes;
  t: (key: string) => string;
}

/** The row as a body, and the errors of what names nothing (an unknown village, an ambiguous name). */
export async function rowBody(context: RowContext, cells: readonly Cell[]) {
  const { resource, mapping, headers } = context;
  const raw: Record<string, Cell> = {};
  for (const [i, header] of headers.entries()) {
    const target = mapping[header];
    const cell = cells[i];
    if (target && cell !== undefined && !isBlank(cell)) raw[target] = cell;
  }
  const body: Record<string, unknown> = {};
  const errors: RowErrors = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    // Only a reference is looked up: no await for the other fields of 100,000 rows.
    const found = fieldValue(context, key, field, raw);
    const converted = found instanceof Promise ? await found : found;
    if (converted === undefined) continue;
    if ('error' in converted) errors[key] = [context.t(converted.error)];
    else body[key] = converted.value;
  }
  return { body, errors };
}

type Converted = { value: unknown } | { error: string } | undefined;

function fieldValue(
  context: RowContext,
  key: string,
  field: Field,
  raw: Record<string, Cell>,
): Converted | Promise<Converted> {
  const cell = raw[key];
  if (field.kind === 'coordinates') {
    const lat = raw[`${key}.lat`];
    const lng = raw[`${key}.lng`];
    if (lat !== undefined || lng !== undefined)
      return { value: { lat: numberOf(lat ?? ''), lng: numberOf(lng ?? '') } };
    if (cell === undefined) return undefined;
    return { value: pointOf(cell) ?? text(cell) };
  }
  if (cell === undefined) return undefined;
  switch (field.kind) {
    case 'integer':
    case 'number':
      return { value: numberOf(cell) };
    case 'enum':
      return { value: enumOf(context.resource, key, field.values, cell) };
    case 'reference':
      return referenceOf(context, field.target, cell, raw);
    case 'references':
      return manyOf(context, field.target, cell, raw);
    case 'datetime':
      return { value: cell instanceof Date ? cell.toISOString() : text(cell) };
    case 'boolean':
      return { value: booleanOf(cell) };
    default:
      return { value: text(cell) };
  }
}

async function referenceOf(context: RowContext, target: string, cell: Cell, hints: Record<string, Cell>) {
  const found = await context.indexes.resolve(target, text(cell), hints);
  return 'error' in found ? found : { value: found.id };
}

async function manyOf(context: RowContext, target: string, cell: Cell, hints: Record<string, Cell>) {
  const resolveAll = async (parts: string[]) => {
    const ids: number[] = [];
    for (const part of parts) {
      const found = await context.indexes.resolve(target, part, hints);
      if ('error' in found) return found;
      ids.push(found.id);
    }
    return { value: ids };
  };
  const parts = splitMany(cell);
  const first = await resolveAll(parts);
  // Kobo separates the choices of a select_multiple by spaces.
  if ('error' in first && parts.length === 1) {
    const words = await resolveAll(text(cell).split(/\s+/));
    if (!('error' in words)) return words;
  }
  return first;
}
