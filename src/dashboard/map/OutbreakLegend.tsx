/** The outbreak layer's legend: its symbol, how many are drawn, those without a place, and a cap reached. */
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '../format';
import type { OutbreakLayer } from '../types';
import { OutbreakSymbol } from './outbreakSymbol';

export function OutbreakLegend({ answer }: { answer: OutbreakLayer }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const placed = answer.outbreaks.filter((o) => o.lat !== null && o.lng !== null).length;
  const unplaced = answer.outbreaks.length - placed;
  const counted = (key: string, n: number) => translate(key, { smart_count: n, count: format(n) });
  return (
    <Box sx={{ mt: 1 }} data-testid="outbreak-legend">
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <OutbreakSymbol size={20} />
        <Typography variant="body2">
          {translate('dashboard.outbreakLayer.legend')} — {counted('dashboard.outbreakLayer.onMap', placed)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
        <OutbreakSymbol size={24} count="3" />
        <Typography variant="body2">{translate('dashboard.outbreakLayer.legendGroup')}</Typography>
      </Stack>
      {unplaced > 0 && (
        <Typography variant="body2" color="text.secondary">
          {counted('dashboard.outbreakLayer.unplaced', unplaced)}
        </Typography>
      )}
      {answer.truncated && (
        <Typography variant="body2" color="text.secondary">
          {counted('dashboard.outbreakLayer.truncated', answer.outbreaks.length)}
        </Typography>
      )}
    </Box>
  );
}
