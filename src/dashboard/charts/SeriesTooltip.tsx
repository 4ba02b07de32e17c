/** Tooltip of the bar and line charts: per series, its sick animals and the registrations behind them. */
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber, useIsRtl } from '../format';
import { type Row, registrationsKey } from './chartData';

interface Item {
  dataKey?: unknown;
  name?: unknown;
  value?: unknown;
  color?: string;
  payload?: Row;
}

interface SeriesTooltipProps {
  active?: boolean;
  payload?: readonly Item[];
  label?: unknown;
  formatLabel?: (label: string) => string;
}

export function SeriesTooltip({ active, payload, label, formatLabel = String }: SeriesTooltipProps) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const rtl = useIsRtl();
  const items = (payload ?? []).filter((item) => Number(item.value) > 0);
  if (!active || !items.length) return null;
  return (
    <Paper elevation={3} sx={{ p: 1, maxWidth: 280 }} dir={rtl ? 'rtl' : 'ltr'}>
      {label !== undefined && (
        <Typography variant="subtitle2" gutterBottom>
          {formatLabel(String(label))}
        </Typography>
      )}
      {items.map((item) => (
        <Typography key={String(item.dataKey)} variant="body2" sx={{ color: item.color }}>
          {String(item.name)}:{' '}
          {translate('dashboard.animalsAndRegistrations', {
            animals: format(Number(item.value)),
            registrations: format(Number(item.payload?.[registrationsKey(String(item.dataKey))] ?? 0)),
          })}
        </Typography>
      ))}
    </Paper>
  );
}
