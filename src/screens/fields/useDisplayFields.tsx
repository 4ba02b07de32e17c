import type { ReactElement } from 'react';
import type { Resource } from '../../../resources';
import { datetime, integer } from '../../../resources/kit';
import type { FieldEntry } from '../fieldSelections';
import { useResourceTranslate } from '../useResourceTranslate';
import { displayFor } from './displayByKind';
import type { DisplayProps } from './types';

/** Columns every record has, described like module fields so they go through the same mapping. */
export const systemFields = {
  id: integer({ sort: true }),
  created_at: datetime({ sort: true }),
  updated_at: datetime({ sort: true }),
};

/** Turns field entries into display elements carrying the props Datagrid and SimpleShowLayout read. */
export function useDisplayFields(
  resource: Resource,
  fields: FieldEntry[],
  variant: DisplayProps['variant'],
): ReactElement[] {
  const t = useResourceTranslate(resource);
  return fields.map(([name, field]) => {
    const Display = displayFor(field);
    return (
      <Display
        key={name}
        source={name}
        label={t.field(name)}
        sortable={!!field.sort}
        resource={resource}
        field={field}
        variant={variant}
      />
    );
  });
}
