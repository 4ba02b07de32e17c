import { useMemo } from 'react';
import type { Validator } from 'react-admin';
import { validatorsFor } from '../validation/validatorsFor';
import type { InputProps } from './types';

export function useFieldValidators({ field, mode }: InputProps): Validator[] {
  return useMemo(() => validatorsFor(field, mode), [field, mode]);
}
