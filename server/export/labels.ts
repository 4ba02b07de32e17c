/**
 * The names an export writes instead of ids (species, village, diseases…), read batch by batch from the
 * referenced tables and kept for the next batches: a million registrations point at a few thousand villages.
 */
import { type AnyColumn, inArray } from 'drizzle-orm';
import type { ReferenceField, ReferencesField, Resource } from '../../resources/kit';
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

export function labelReader(reg: CrudRegistry, columns: ExportColumn[], language: string) {
  const labels: Labels = new Map();
  const referring = columns.filter(
    (column) => column.field.kind === 'reference' || column.field.kind === 'references',
  );
  let remembered = 0;

  /** Makes sure every id a batch points at has its name in `labels`, then returns them. */
  return async (records: Record<string, unknown>[]): Promise<Labels> => {
    if (remembered > MAX_REMEMBERED) {
      labels.clear();
      remembered = 0;
    }
    for (const column of referring) {
      const target = reg.resource((column.field as ReferenceField | ReferencesField).target);
      const names = labels.get(column.source) ?? new Map<string, string>();
      labels.set(column.source, names);
      const missing = new Set<number>();
      for (const record of records)
        for (const id of [record[column.source]].flat())
          if (typeof id === 'number' && !names.has(String(id))) missing.add(id);
      if (!missing.size) continue;
      const table = reg.table(target.name);
      const rows = await reg.orm
        .select()
        .from(table)
        .where(inArray(table.id as AnyColumn, [...missing]));
      for (const row of rows) names.set(String(row.id), nameOf(target, row, language));
      remembered += rows.length;
    }
    return labels;
  };
}
