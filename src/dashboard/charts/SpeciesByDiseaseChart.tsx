/** Species affected by disease type: one horizontal bar per disease, stacked by species (sick animals). */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { registrationsListPath, selectionFilter } from '../drillDown';
import { useFormatNumber, useIsRtl } from '../format';
import { barChartHeight, ChartCard } from './ChartCard';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { categoryAxis } from './categoryAxis';
import { speciesByDisease } from './chartData';
import type { ChartProps } from './chartProps';
import { colourFor } from './palette';
import { SeriesTooltip } from './SeriesTooltip';

export function SpeciesByDiseaseChart({ summary, loading, selection, onOpen }: ChartProps) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const rtl = useIsRtl();
  const { rows, series } = useMemo(
    () => (summary ? speciesByDisease(summary) : { rows: [], series: [] }),
    [summary],
  );
  const axis = categoryAxis(rows.map((row) => String(row.disease)));
  const height = barChartHeight(rows.length, axis.rowHeight);
  const open = (diseaseId: number, specieId?: number) =>
    onOpen(
      registrationsListPath(
        selectionFilter(selection, {
          ...(specieId === undefined ? {} : { specie_id: specieId }),
          disease_ids: [diseaseId],
        }),
      ),
    );
  const title = translate('dashboard.charts.speciesByDisease');

  const table = (
    <ChartTable
      label={title}
      nameLabel={translate('dashboard.view.disease')}
      columns={[
        ...series.map((s) => ({ key: s.key, label: s.name })),
        { key: 'total', label: translate('dashboard.view.total') },
      ]}
      lines={rows.map((row) => ({
        key: String(row.disease_id),
        name: String(row.disease),
        cells: [...series.map((s) => format(Number(row[s.key] ?? 0))), format(row.total)],
        onOpen: () => open(Number(row.disease_id)),
      }))}
      maxHeight={height}
    />
  );

  return (
    <ChartCard
      title={title}
      loading={loading && !summary}
      empty={!rows.length}
      height={height}
      legend={
        <ChartLegend
          label={translate('dashboard.legend.species')}
          items={series.map((s) => ({ key: s.key, name: s.name, colour: colourFor(s.id) }))}
        />
      }
      table={table}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ left: 4, right: 12 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} allowDecimals={false} tickFormatter={format} />
          <YAxis
            type="category"
            dataKey="disease"
            width={axis.width}
            orientation={rtl ? 'right' : 'left'}
            tick={axis.tick(rtl)}
            interval={0}
          />
          <Tooltip content={<SeriesTooltip />} cursor={{ fillOpacity: 0.3 }} />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId="species"
              fill={colourFor(s.id)}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(bar) => open(Number(bar.payload?.disease_id), s.id)}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
