import { translatedValue } from '../../resources/kit';
import type { ExportColumn, Translate } from './columns';

export type Cell = string | number | Date | null;

/** For each reference column, the label of every record it points to. */
export type Labels = Map<string, Map<string, string>>;

type ApiRecord = Record<string, unknown>;

const label = (labels: Labels, source: string, id: unknown) =>
  labels.get(source)?.get(String(id)) ?? `#${String(id)}`;

function cellOf(
  record: ApiRecord,
  column: ExportColumn,
  labels: Labels,
  value: (raw: string) => string,
  language: string,
): Cell {
  const raw = record[column.source];
  if (raw === null || raw === undefined || raw === '') return null;
  switch (column.field.kind) {
    case 'integer':
    case 'number':
      return Number(raw);
    case 'datetime': {
      const date = new Date(String(raw));
      return Number.isNaN(date.getTime()) ? String(raw) : date;
    }
    case 'enum':
      return value(String(raw));
    case 'multiEnum':
      return Array.isArray(raw) ? raw.map((v) => value(String(v))).join(', ') : value(String(raw));
    case 'date':
      return String(raw).slice(0, 10);
    case 'reference':
      return label(labels, column.source, raw);
    case 'references':
      return Array.isArray(raw) ? raw.map((id) => label(labels, column.source, id)).join(', ') : null;
    case 'translatable':
      return String(translatedValue(record, column.source, language) ?? '');
    case 'coordinates': {
      const point = raw as { lat?: unknown; lng?: unknown };
      return typeof raw === 'object' ? `${String(point.lat)}, ${String(point.lng)}` : String(raw);
    }
    default:
      return String(raw);
  }
}

/** One row: names instead of ids, translated statuses and names in the reader's language. */
export function toRow(
  record: ApiRecord,
  columns: ExportColumn[],
  labels: Labels,
  resourceName: string,
  translate: Translate,
  language: string,
): Cell[] {
  return columns.map((column) =>
    cellOf(
      record,
      column,
      labels,
      (raw) => translate(`resources.${resourceName}.values.${column.source}.${raw}`, { _: raw }),
      language,
    ),
  );
}
