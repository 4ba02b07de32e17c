/** Disease evolution: sick animals per month (or epidemiological week), one line per disease. */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type ListFilter, registrationsListPath, selectionFilter } from '../drillDown';
import { useIsRtl } from '../format';
import type { Period } from '../types';
import { ChartCard } from './ChartCard';
import { bucketLabel, bucketOf, diseaseEvolution } from './chartData';
import type { ChartProps } from './chartProps';
import { colourFor } from './palette';
import { SeriesTooltip } from './SeriesTooltip';

const VISIBLE_LINES = 6;

interface EvolutionChartProps extends ChartProps {
  period: Period;
  onPeriod: (period: Period) => void;
}

export function EvolutionChart({
  summary,
  loading,
  selection,
  onOpen,
  period,
  onPeriod,
}: EvolutionChartProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const rtl = useIsRtl();
  const { rows, series, buckets } = useMemo(
    () => (summary ? diseaseEvolution(summary) : { rows: [], series: [], buckets: [] }),
    [summary],
  );
  // Past a handful of lines the chart is unreadable: the largest diseases show, the legend adds others.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const seriesKeys = series.map((s) => s.key).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the set of diseases changes
  useEffect(() => setHidden(new Set(series.slice(VISIBLE_LINES).map((s) => s.key))), [seriesKeys]);
  const label = (key: string) =>
    bucketLabel(key, locale, (week) => translate('dashboard.weekShort', { week }), selection.year === null);

  const toggle = (key: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const openBucket = (index: number | undefined) => {
    const bucket = index === undefined ? undefined : bucketOf(buckets, String(rows[index]?.bucket));
    if (!bucket) return;
    const visible = series.filter((s) => !hidden.has(s.key)).map((s) => s.id);
    const extra: ListFilter = { created_at_gte: bucket.from, created_at_lte: bucket.to };
    if (hidden.size && visible.length) extra.disease_ids = visible;
    const filter = selectionFilter(selection, extra);
    onOpen(registrationsListPath(filter));
  };

  const periodToggle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={period}
      onChange={(_event, value: Period | null) => value && onPeriod(value)}
      aria-label={translate('dashboard.period')}
    >
      <ToggleButton value="month">{translate('dashboard.monthly')}</ToggleButton>
      <ToggleButton value="week">{translate('dashboard.epiWeeks')}</ToggleButton>
    </ToggleButtonGroup>
  );

  return (
    <ChartCard
      title={translate('dashboard.charts.diseaseEvolution')}
      loading={loading && !summary}
      empty={!summary?.evolution.rows.length}
      action={periodToggle}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={rows}
          margin={{ left: 0, right: 12 }}
          onClick={(state) =>
            openBucket(typeof state.activeIndex === 'number' ? state.activeIndex : Number(state.activeIndex))
          }
          style={{ cursor: 'pointer' }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="bucket"
            tickFormatter={label}
            reversed={rtl}
            minTickGap={12}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            width={48}
            tick={{ fontSize: 12 }}
          />
          <Tooltip content={<SeriesTooltip formatLabel={label} />} />
          <Legend
            wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr', fontSize: 12, cursor: 'pointer' }}
            onClick={(entry) => toggle(String(entry.dataKey))}
          />
          {series.map((s) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={colourFor(s.id)}
              strokeWidth={2}
              dot={false}
              hide={hidden.has(s.key)}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
