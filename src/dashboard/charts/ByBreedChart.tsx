/** Sick animals by breed (the largest first), coloured by species. */
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type ListFilter, registrationsListPath, selectionFilter } from '../drillDown';
import { useFormatNumber, useIsRtl } from '../format';
import { barChartHeight, ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { categoryAxis } from './categoryAxis';
import { byBreed } from './chartData';
import type { ChartProps } from './chartProps';
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
  const format = useFormatNumber();
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
  const axis = categoryAxis(bars.map((bar) => bar.label));
  const height = barChartHeight(bars.length, axis.rowHeight);
  const title = translate('dashboard.charts.byBreed');
  const table = (
    <ChartTable
      label={title}
      nameLabel={translate('dashboard.view.breed')}
      columns={[
        { key: 'animals', label: translate('dashboard.totals.sickAnimals') },
        { key: 'registrations', label: translate('dashboard.totals.registrations') },
      ]}
      lines={bars.map((bar) => ({
        key: bar.key,
        name: bar.label,
        colour: colourFor(bar.specie_id),
        cells: [format(bar.animals), format(bar.registrations)],
        onOpen: () => open(bar),
      }))}
      maxHeight={height}
    />
  );
  return (
    <ChartCard title={title} loading={loading && !summary} empty={!bars.length} height={height} table={table}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} layout="vertical" margin={{ left: 4, right: 12 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} allowDecimals={false} tickFormatter={format} />
          <YAxis
            type="category"
            dataKey="label"
            width={axis.width}
            orientation={rtl ? 'right' : 'left'}
            tick={axis.tick(rtl)}
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
