/**
 * The names an export writes instead of ids (species, village, diseases…), read batch by batch from the
 * referenced tables and kept for the next batches: a million registrations point at a few thousand villages.
 */
import { type AnyColumn, inArray } from 'drizzle-orm';
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

/**
 * Reads the names of what rows point at. Rows are positional, in `columns`' order; a reference column holds
 * an id, a many-to-many one an array of ids.
 */
export function labelReader(reg: CrudRegistry, columns: ExportColumn[], language: string) {
  const labels: Labels = new Map();
  const referring = columns.flatMap((column, index) => {
    const { field } = column;
    return field.kind === 'reference' || field.kind === 'references'
      ? [{ index, source: column.source, target: reg.resource(field.target) }]
      : [];
  });
  let remembered = 0;

  /** Makes sure every id the rows point at has its name in `labels`, then returns them. */
  return async (rows: readonly (readonly unknown[])[]): Promise<Labels> => {
    if (remembered > MAX_REMEMBERED) {
      labels.clear();
      remembered = 0;
    }
    for (const { index, source, target } of referring) {
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
      const table = reg.table(target.name);
      const found = await reg.orm
        .select()
        .from(table)
        .where(inArray(table.id as AnyColumn, [...missing]));
      for (const row of found) names.set(Number(row.id), nameOf(target, row, language));
      remembered += found.length;
    }
    return labels;
  };
}
