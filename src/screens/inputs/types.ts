import type { Field, Resource } from '../../../resources/kit';
import type { FormMode } from '../validation/validatorsFor';

export interface InputProps<F extends Field = Field> {
  resource: Resource;
  source: string;
  field: F;
  label: string;
  mode: FormMode;
}
