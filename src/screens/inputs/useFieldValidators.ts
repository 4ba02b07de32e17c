import { useMemo } from 'react';
import type { Validator } from 'react-admin';
import { useResourceTranslate } from '../useResourceTranslate';
import { validatorsFor } from '../validation/validatorsFor';
import type { InputProps } from './types';

export function useFieldValidators({ field, mode, resource, source }: InputProps): Validator[] {
  const t = useResourceTranslate(resource);
  return useMemo(
    () =>
      validatorsFor(field, mode, { field: t.field, value: (raw, other) => t.value(other ?? source, raw) }),
    [field, mode, t, source],
  );
}
