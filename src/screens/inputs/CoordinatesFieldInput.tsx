import { Box, Skeleton, Stack } from '@mui/material';
import { lazy, Suspense, useCallback } from 'react';
import { NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useResourceTranslate } from '../useResourceTranslate';
import { boundValidators, requiredValidator } from '../validation/validatorsFor';
import type { Position } from './map/CoordinatesMap';
import { positionOf } from './position';
import type { InputProps } from './types';
import { useCoordinatesFromReference } from './useCoordinatesFromReference';

const CoordinatesMap = lazy(() => import('./map/CoordinatesMap'));

const latitudeBounds = boundValidators(-90, 90, 'coordinates');
const longitudeBounds = boundValidators(-180, 180, 'coordinates');

const MAP_HEIGHT = 300;

/**
 * The API shape is `{ lat, lng }`: typed in two inputs (the keyboard way) or placed on the map (a click
 * or a drag of the pin). Picking a village starts them at the village's position.
 */
export function CoordinatesFieldInput({ resource, source, field, label }: InputProps) {
  const t = useResourceTranslate(resource);
  const translate = useTranslate();
  useCoordinatesFromReference(resource, source);
  const { setValue } = useFormContext();
  const position = positionOf(useWatch({ name: source }));
  const place = useCallback(
    (next: Position) =>
      setValue(source, next, { shouldDirty: true, shouldValidate: true, shouldTouch: true }),
    [setValue, source],
  );
  const requiredRule = field.required ? [requiredValidator] : [];
  return (
    <Box role="group" aria-label={label} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <NumberInput
          source={`${source}.lat`}
          label={t.field('latitude')}
          validate={[...requiredRule, ...latitudeBounds]}
          step="any"
        />
        <NumberInput
          source={`${source}.lng`}
          label={t.field('longitude')}
          validate={[...requiredRule, ...longitudeBounds]}
          step="any"
        />
      </Stack>
      <Suspense fallback={<Skeleton variant="rectangular" height={MAP_HEIGHT} sx={{ mt: 1 }} />}>
        <CoordinatesMap
          position={position}
          onPlace={place}
          height={MAP_HEIGHT}
          description={translate('app.map.pickerHelp', { _: 'Click the map or drag the pin to place it' })}
        />
      </Suspense>
    </Box>
  );
}
