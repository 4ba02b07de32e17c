import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { DisplayProps } from './types';

const DECIMALS = 5;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function formatCoordinates(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  if (!isNumber(lat) || !isNumber(lng)) return '';
  return `${lat.toFixed(DECIMALS)}, ${lng.toFixed(DECIMALS)}`;
}

export function CoordinatesDisplay({ source }: DisplayProps) {
  const record = useRecordContext();
  const text = formatCoordinates(record?.[source]);
  return text ? <Typography variant="body2">{text}</Typography> : null;
}
