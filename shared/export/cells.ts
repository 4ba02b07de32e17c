import { translatedValue } from '../../resources/kit';
import type { ExportColumn, Translate } from './columns';

export type Cell = string | number | Date | null;

/** For each reference column, the label of every record it points to, by id. */
export type Labels = Map<string, Map<number, string>>;

type ApiRecord = Record<string, unknown>;

const label = (names: Map<number, string> | undefined, id: unknown) =>
  names?.get(Number(id)) ?? `#${String(id)}`;

/**
 * One cell from its stored value: names instead of ids (`names`, the column's labels), statuses in the
 * reader's language (`value`). A translatable field's value is already the reader's translation.
 */
export function cellOf(
  raw: unknown,
  column: ExportColumn,
  names: Map<number, string> | undefined,
  value: (raw: string) => string,
): Cell {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (column.field.kind) {
    case 'integer':
    case 'number':
      return Number(raw);
    case 'datetime': {
      const date = raw instanceof Date ? raw : new Date(typeof raw === 'number' ? raw : String(raw));
      return Number.isNaN(date.getTime()) ? String(raw) : date;
    }
    case 'enum':
      return value(String(raw));
    case 'multiEnum':
      return Array.isArray(raw) ? raw.map((v) => value(String(v))).join(', ') : value(String(raw));
    case 'date':
      return String(raw).slice(0, 10);
    case 'reference':
      return label(names, raw);
    case 'references':
      return Array.isArray(raw) ? raw.map((id) => label(names, id)).join(', ') : null;
    case 'coordinates': {
      if (Array.isArray(raw)) return `${String(raw[0])}, ${String(raw[1])}`;
      const point = raw as { lat?: unknown; lng?: unknown };
      return typeof raw === 'object' ? `${String(point.lat)}, ${String(point.lng)}` : String(raw);
    }
    default:
      return String(raw);
  }
}

/** How a column's stored values read in the reader's language (an enumeration's labels). */
export const valueLabel =
  (resourceName: string, column: ExportColumn, translate: Translate) =>
  (raw: string): string =>
    translate(`resources.${resourceName}.values.${column.source}.${raw}`, { _: raw });

/** One API record as a row of the export: the definition the streamed export's positional rows keep to. */
export function toRow(
  record: ApiRecord,
  columns: ExportColumn[],
  labels: Labels,
  resourceName: string,
  translate: Translate,
  language: string,
): Cell[] {
  return columns.map((column) => {
    const raw = record[column.source];
    const shown =
      column.field.kind === 'translatable' && raw !== null && raw !== undefined && raw !== ''
        ? (translatedValue(record, column.source, language) ?? '')
        : raw;
    return cellOf(shown, column, labels.get(column.source), valueLabel(resourceName, column, translate));
  });
}
