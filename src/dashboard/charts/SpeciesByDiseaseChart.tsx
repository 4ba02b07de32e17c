/** Species affected by disease type: one horizontal bar per disease, stacked by species (sick animals). */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { registrationsListPath, selectionFilter } from '../drillDown';
import { useIsRtl } from '../format';
import { barChartHeight, ChartCard } from './ChartCard';
import { speciesByDisease } from './chartData';
import { type ChartProps, shorten } from './chartProps';
import { colourFor } from './palette';
import { SeriesTooltip } from './SeriesTooltip';

export function SpeciesByDiseaseChart({ summary, loading, selection, onOpen }: ChartProps) {
  const translate = useTranslate();
  const rtl = useIsRtl();
  const { rows, series } = useMemo(
    () => (summary ? speciesByDisease(summary) : { rows: [], series: [] }),
    [summary],
  );
  return (
    <ChartCard
      title={translate('dashboard.charts.speciesByDisease')}
      loading={loading && !summary}
      empty={!rows.length}
      height={barChartHeight(rows.length)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ left: 4, right: 12 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="disease"
            width={130}
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(name: string) => shorten(name, 20)}
            tick={{ fontSize: 12 }}
            interval={0}
          />
          <Tooltip content={<SeriesTooltip />} cursor={{ fillOpacity: 0.3 }} />
          <Legend wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr', fontSize: 12 }} />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId="species"
              fill={colourFor(s.id)}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(bar) => {
                const diseaseId = Number(bar.payload?.disease_id);
                onOpen(
                  registrationsListPath(
                    selectionFilter(selection, { specie_id: s.id, disease_ids: [diseaseId] }),
                  ),
                );
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
