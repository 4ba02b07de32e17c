/** Sick animals by breed (the largest first), coloured by species. */
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type ListFilter, registrationsListPath, selectionFilter } from '../drillDown';
import { useFormatNumber, useIsRtl } from '../format';
import { barChartHeight, ChartCard } from './ChartCard';
import { byBreed } from './chartData';
import { type ChartProps, shorten } from './chartProps';
import { colourFor } from './palette';

type BreedBar = ReturnType<typeof byBreed>[number];

function BreedTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: BreedBar }[];
}) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const rtl = useIsRtl();
  const bar = payload?.[0]?.payload;
  if (!active || !bar) return null;
  return (
    <Paper elevation={3} sx={{ p: 1 }} dir={rtl ? 'rtl' : 'ltr'}>
      <Typography variant="subtitle2">{bar.label}</Typography>
      <Typography variant="body2">
        {translate('dashboard.animalsAndRegistrations', {
          animals: format(bar.animals),
          registrations: format(bar.registrations),
        })}
      </Typography>
    </Paper>
  );
}

export function ByBreedChart({ summary, loading, selection, onOpen }: ChartProps) {
  const translate = useTranslate();
  const rtl = useIsRtl();
  const bars = useMemo(
    () => (summary ? byBreed(summary, translate('dashboard.noBreed')) : []),
    [summary, translate],
  );
  const open = (bar: BreedBar) => {
    const extra: ListFilter = { specie_id: bar.specie_id };
    if (bar.breed_id !== null) extra.breed_id = bar.breed_id;
    onOpen(registrationsListPath(selectionFilter(selection, extra)));
  };
  return (
    <ChartCard
      title={translate('dashboard.charts.byBreed')}
      loading={loading && !summary}
      empty={!bars.length}
      height={barChartHeight(bars.length)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} layout="vertical" margin={{ left: 4, right: 12 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={140}
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(label: string) => shorten(label, 22)}
            tick={{ fontSize: 11 }}
            interval={0}
          />
          <Tooltip content={<BreedTooltip />} cursor={{ fillOpacity: 0.3 }} />
          <Bar
            dataKey="animals"
            name={translate('dashboard.totals.sickAnimals')}
            cursor="pointer"
            isAnimationActive={false}
            onClick={(bar) => open(bar.payload as BreedBar)}
          >
            {bars.map((bar) => (
              <Cell key={bar.key} fill={colourFor(bar.specie_id)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
