/**
 * Sick animals by species: a donut whose slices carry their value, a legend with each species' value and
 * share, the males, females and registrations in the tooltip and the table.
 */
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Cell, Pie, PieChart, type PieLabelRenderProps, ResponsiveContainer, Tooltip } from 'recharts';
import { registrationsListPath, selectionFilter } from '../drillDown';
import { useFormatNumber, useFormatShare, useIsRtl } from '../format';
import { ChartCard } from './ChartCard';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { sickBySpecies } from './chartData';
import type { ChartProps } from './chartProps';
import { colourFor } from './palette';

type Slice = ReturnType<typeof sickBySpecies>[number];

/** Slices thinner than this carry no label (it would overlap its neighbours); the legend gives them. */
const LABELLED_SHARE = 0.03;
const RADIAN = Math.PI / 180;

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

/** A slice's value just outside the ring, anchored away from the centre. */
function sliceLabel(format: (value: number) => string) {
  return function SliceLabel({ cx, cy, midAngle, outerRadius, value, percent }: PieLabelRenderProps) {
    if (Number(percent) < LABELLED_SHARE) return null;
    const radius = Number(outerRadius) + 14;
    const angle = -Number(midAngle) * RADIAN;
    const x = Number(cx) + radius * Math.cos(angle);
    const y = Number(cy) + radius * Math.sin(angle);
    return (
      <text
        x={x}
        y={y}
        fill="#333"
        fontSize={12}
        textAnchor={x > Number(cx) ? 'start' : 'end'}
        dominantBaseline="central"
      >
        {format(Number(value))}
      </text>
    );
  };
}

export function SickBySpeciesChart({ summary, loading, selection, onOpen }: ChartProps) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const share = useFormatShare();
  const slices = useMemo(() => (summary ? sickBySpecies(summary) : []), [summary]);
  const label = useMemo(() => sliceLabel(format), [format]);
  const open = (specieId: number) =>
    onOpen(registrationsListPath(selectionFilter(selection, { specie_id: specieId })));
  const title = translate('dashboard.charts.sickBySpecies');

  const table = (
    <ChartTable
      label={title}
      nameLabel={translate('dashboard.species')}
      columns={[
        { key: 'animals', label: translate('dashboard.totals.sickAnimals') },
        { key: 'share', label: translate('dashboard.view.share') },
        { key: 'males', label: translate('dashboard.totals.males') },
        { key: 'females', label: translate('dashboard.totals.females') },
        { key: 'registrations', label: translate('dashboard.totals.registrations') },
      ]}
      lines={slices.map((slice) => ({
        key: String(slice.specie_id),
        name: slice.name,
        colour: colourFor(slice.specie_id),
        cells: [
          format(slice.value),
          share(slice.share),
          format(slice.males),
          format(slice.females),
          format(slice.registrations),
        ],
        onOpen: () => open(slice.specie_id),
      }))}
      maxHeight={300}
    />
  );

  return (
    <ChartCard
      title={title}
      loading={loading && !summary}
      empty={!slices.length}
      legend={
        <ChartLegend
          label={translate('dashboard.legend.species')}
          items={slices.map((slice) => ({
            key: String(slice.specie_id),
            name: slice.name,
            colour: colourFor(slice.specie_id),
            detail: `${format(slice.value)} (${share(slice.share)})`,
          }))}
        />
      }
      table={table}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius="42%"
            outerRadius="72%"
            paddingAngle={1}
            cursor="pointer"
            isAnimationActive={false}
            label={label}
            labelLine={false}
            onClick={(slice) => open(Number((slice.payload as Slice | undefined)?.specie_id))}
          >
            {slices.map((slice) => (
              <Cell key={slice.specie_id} fill={colourFor(slice.specie_id)} />
            ))}
          </Pie>
          <Tooltip content={<SliceTooltip />} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
