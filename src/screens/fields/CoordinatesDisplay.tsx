import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { isRecord } from '../../../shared/narrow';
import { positionOf } from '../inputs/position';
import type { DisplayProps } from './types';

const CoordinatesMap = lazy(() => import('../inputs/map/CoordinatesMap'));

const DECIMALS = 5;
const SHOW_MAP_HEIGHT = 220;
const noop = () => undefined;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function formatCoordinates(value: unknown): string {
  if (!isRecord(value)) return '';
  const { lat, lng } = value;
  if (!isNumber(lat) || !isNumber(lng)) return '';
  return `${lat.toFixed(DECIMALS)}, ${lng.toFixed(DECIMALS)}`;
}

/** The numbers; the show screen adds a small map centred on the place. */
export function CoordinatesDisplay({ source, variant, label }: DisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const text = formatCoordinates(record?.[source]);
  const position = positionOf(record?.[source]);
  if (!text) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Typography variant="body2" dir="ltr" component="span">
        {text}
      </Typography>
      {variant === 'show' && position && (
        <Suspense fallback={<Skeleton variant="rectangular" height={SHOW_MAP_HEIGHT} sx={{ mt: 1 }} />}>
          <CoordinatesMap
            position={position}
            onPlace={noop}
            readOnly
            height={SHOW_MAP_HEIGHT}
            description={translate('app.map.placeOf', { _: label, label })}
          />
        </Suspense>
      )}
    </Box>
  );
}
