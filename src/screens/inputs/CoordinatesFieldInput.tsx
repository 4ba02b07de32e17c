import { Stack } from '@mui/material';
import { NumberInput, required } from 'react-admin';
import { useResourceTranslate } from '../useResourceTranslate';
import { boundValidators, requiredMessage } from '../validation/validatorsFor';
import type { InputProps } from './types';
import { useCoordinatesFromReference } from './useCoordinatesFromReference';

const latitudeBounds = boundValidators(-90, 90, 'coordinates');
const longitudeBounds = boundValidators(-180, 180, 'coordinates');

/** The API shape is `{ lat, lng }`; picking a village starts them at the village's position. */
export function CoordinatesFieldInput({ resource, source, field, label }: InputProps) {
  const t = useResourceTranslate(resource);
  useCoordinatesFromReference(resource, source);
  const requiredRule = field.required ? [required(requiredMessage)] : [];
  return (
    <Stack direction="row" spacing={2} aria-label={label} role="group">
      <NumberInput
        source={`${source}.lat`}
        label={t.field('latitude')}
        validate={[...requiredRule, ...latitudeBounds]}
        min={-90}
        max={90}
        step="any"
      />
      <NumberInput
        source={`${source}.lng`}
        label={t.field('longitude')}
        validate={[...requiredRule, ...longitudeBounds]}
        min={-180}
        max={180}
        step="any"
      />
    </Stack>
  );
}
