/**
 * The names an export writes instead of ids (species, village, diseases…), read batch by batch from the
 * referenced tables and kept for the next batches: a million registrations point at a few thousand villages.
 */
import { inArray } from 'drizzle-orm';
import type { Resource } from '../../resources/kit';
import { translatedValue } from '../../resources/kit';
import type { Labels } from '../../shared/export/cells';
import type { ExportColumn } from '../../shared/export/columns';
import type { CrudRegistry } from '../crud/context';

/** Above this many names in memory, the oldest column's are forgotten and read again when needed. */
const MAX_REMEMBERED = 200_000;

/** A record named the way its module says (`recordRepresentation`, several fields separated by a space). */
function nameOf(target: Resource, row: Record<string, unknown>, language: string): string {
  const parts = target.recordRepresentation
    .split(' ')
    .map((source) =>
      target.fields[source]?.kind === 'translatable' ? translatedValue(row, source, language) : row[source],
    )
    .filter((value) => value !== null && value !== undefined && value !== '');
  return parts.length ? parts.join(' ') : `#${String(row.id)}`;
}

/** The names of `ids` among `target`'s records, in the reader's language. */
export async function namesOf(
  reg: CrudRegistry,
  target: Resource,
  ids: number[],
  language: string,
): Promise<[number, string][]> {
  const table = reg.table(target.name);
  const found = await reg.orm.select().from(table).where(inArray(table.id, ids));
  return found.map((row) => [Number(row.id), nameOf(target, row, language)]);
}

/** Where the names a column shows come from: the resource its ids point at. */
export const referredBy = (reg: CrudRegistry, column: ExportColumn) => {
  const { field } = column;
  return field.kind === 'reference' || field.kind === 'references' ? reg.resource(field.target) : null;
};

/**
 * Keeps the names of what rows point at, asking `read` for those it does not know yet. Rows are
 * positional, in `columns`' order; a reference column holds an id, a many-to-many one an array of ids.
 */
export function labelCache(
  columns: ExportColumn[],
  read: (source: string, ids: number[]) => Promise<[number, string][]>,
) {
  const labels: Labels = new Map();
  const referring = columns.flatMap(({ field, source }, index) =>
    field.kind === 'reference' || field.kind === 'references' ? [{ index, source }] : [],
  );
  let remembered = 0;

  /** Makes sure every id the rows point at has its name in `labels`, then returns them. */
  return async (rows: readonly (readonly unknown[])[]): Promise<Labels> => {
    if (remembered > MAX_REMEMBERED) {
      labels.clear();
      remembered = 0;
    }
    for (const { index, source } of referring) {
      const names = labels.get(source) ?? new Map<number, string>();
      labels.set(source, names);
      const missing = new Set<number>();
      const note = (id: unknown) => {
        if (typeof id === 'number' && !names.has(id)) missing.add(id);
      };
      for (const row of rows) {
        const value = row[index];
        if (Array.isArray(value)) for (const id of value) note(id);
        else note(value);
      }
      if (!missing.size) continue;
      const found = await read(source, [...missing]);
      for (const [id, name] of found) names.set(id, name);
      remembered += found.length;
    }
    return labels;
  };
}

/** `labelCache` reading the names from the registry. */
export function labelReader(reg: CrudRegistry, columns: ExportColumn[], language: string) {
  const targets = new Map(columns.map((column) => [column.source, referredBy(reg, column)]));
  return labelCache(columns, async (source, ids) => {
    const target = targets.get(source);
    return target ? namesOf(reg, target, ids, language) : [];
  });
}
