/** Sick animals by species: a pie, each slice with its males, females and registrations in the tooltip. */
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { registrationsListPath, selectionFilter } from '../drillDown';
import { useFormatNumber, useIsRtl } from '../format';
import { ChartCard } from './ChartCard';
import { sickBySpecies } from './chartData';
import type { ChartProps } from './chartProps';
import { colourFor } from './palette';

type Slice = ReturnType<typeof sickBySpecies>[number];

function SliceTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: Slice }[] }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const rtl = useIsRtl();
  const slice = payload?.[0]?.payload;
  if (!active || !slice) return null;
  return (
    <Paper elevation={3} sx={{ p: 1 }} dir={rtl ? 'rtl' : 'ltr'}>
      <Typography variant="subtitle2">{slice.name}</Typography>
      <Typography variant="body2">
        {translate('dashboard.animalsAndRegistrations', {
          animals: format(slice.value),
          registrations: format(slice.registrations),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('dashboard.totals.males')} {format(slice.males)} · {translate('dashboard.totals.females')}{' '}
        {format(slice.females)}
      </Typography>
    </Paper>
  );
}

export function SickBySpeciesChart({ summary, loading, selection, onOpen }: ChartProps) {
  const translate = useTranslate();
  const rtl = useIsRtl();
  const slices = useMemo(() => (summary ? sickBySpecies(summary) : []), [summary]);
  return (
    <ChartCard
      title={translate('dashboard.charts.sickBySpecies')}
      loading={loading && !summary}
      empty={!slices.length}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={1}
            cursor="pointer"
            isAnimationActive={false}
            onClick={(slice) => {
              const specieId = Number((slice.payload as Slice | undefined)?.specie_id);
              onOpen(registrationsListPath(selectionFilter(selection, { specie_id: specieId })));
            }}
          >
            {slices.map((slice) => (
              <Cell key={slice.specie_id} fill={colourFor(slice.specie_id)} />
            ))}
          </Pie>
          <Tooltip content={<SliceTooltip />} />
          <Legend wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr', fontSize: 12 }} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
