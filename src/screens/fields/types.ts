import type { Field, Resource } from '../../../resources/kit';

/**
 * Props of every display field. `source`, `label` and `sortable` sit on the element itself because
 * Datagrid headers and SimpleShowLayout labels read them from their children.
 */
export interface DisplayProps<F extends Field = Field> {
  source: string;
  label: string;
  sortable?: boolean;
  resource: Resource;
  field: F;
  /** Lists stay compact; the show screen prints everything. */
  variant: 'list' | 'show';
}
