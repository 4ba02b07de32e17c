import type { Field, Resource } from '../../resources/kit';
import { humanize } from '../humanize';

export interface ExportColumn {
  source: string;
  header: string;
  field: Field;
}

export type Translate = (key: string, options?: Record<string, string | number>) => string;

const CREATED_AT: Field = { kind: 'datetime' };

/** The list's columns (or the fields marked `exported`) and the creation date, headed in the reader's language. */
export function exportColumns(resource: Resource, translate: Translate): ExportColumn[] {
  const chosen = Object.entries(resource.fields).filter(
    ([, field]) =>
      !field.writeOnly &&
      !(field.kind === 'translatable' && field.translationOf) &&
      (field.exported ?? field.list),
  );
  return [...chosen, ['created_at', CREATED_AT] as const].map(([source, field]) => ({
    source,
    field,
    header: translate(`resources.${resource.name}.fields.${source}`, { _: humanize(source) }),
  }));
}
