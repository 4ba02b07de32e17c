/**
 * Disease evolution: sick animals per month (or epidemiological week), one line per disease — every
 * disease, each with a legend toggle; a click on the plot opens the registrations of that month or week.
 */
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type ListFilter, registrationsListPath, selectionFilter } from '../drillDown';
import { useFormatNumber, useIsRtl } from '../format';
import type { Period } from '../types';
import { CHART_HEIGHT, ChartCard } from './ChartCard';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { bucketLabel, bucketOf, diseaseEvolution } from './chartData';
import type { ChartProps } from './chartProps';
import { colourFor } from './palette';
import { SeriesTooltip } from './SeriesTooltip';

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
  const format = useFormatNumber();
  const rtl = useIsRtl();
  const { rows, series, buckets } = useMemo(
    () => (summary ? diseaseEvolution(summary) : { rows: [], series: [], buckets: [] }),
    [summary],
  );
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const visible = series.filter((s) => !hidden.has(s.key));
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
    const extra: ListFilter = { created_at_gte: bucket.from, created_at_lte: bucket.to };
    if (hidden.size && visible.length) extra.disease_ids = visible.map((s) => s.id);
    onOpen(registrationsListPath(selectionFilter(selection, extra)));
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

  const legend = (
    <Box>
      <ChartLegend
        label={translate('dashboard.legend.diseases')}
        items={series.map((s) => ({
          key: s.key,
          name: s.name,
          colour: colourFor(s.id),
          hidden: hidden.has(s.key),
        }))}
        onToggle={toggle}
        onHighlight={setHighlighted}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button size="small" onClick={() => setHidden(new Set())} disabled={!hidden.size}>
          {translate('dashboard.legend.showAll')}
        </Button>
        <Button
          size="small"
          onClick={() => setHidden(new Set(series.map((s) => s.key)))}
          disabled={!visible.length}
        >
          {translate('dashboard.legend.hideAll')}
        </Button>
      </Box>
    </Box>
  );

  const table = (
    <ChartTable
      label={translate('dashboard.charts.diseaseEvolution')}
      nameLabel={translate(period === 'week' ? 'dashboard.view.week' : 'dashboard.view.month')}
      columns={[
        ...visible.map((s) => ({ key: s.key, label: s.name })),
        { key: 'total', label: translate('dashboard.view.total') },
      ]}
      lines={rows.map((row, index) => ({
        key: String(row.bucket),
        name: label(String(row.bucket)),
        cells: [
          ...visible.map((s) => format(Number(row[s.key] ?? 0))),
          format(visible.reduce((sum, s) => sum + Number(row[s.key] ?? 0), 0)),
        ],
        onOpen: () => openBucket(index),
      }))}
      maxHeight={CHART_HEIGHT + 120}
    />
  );

  return (
    <ChartCard
      title={translate('dashboard.charts.diseaseEvolution')}
      loading={loading && !summary}
      empty={!summary?.evolution.rows.length}
      action={periodToggle}
      legend={legend}
      table={table}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={rows}
          margin={{ left: 0, right: 12, top: 8 }}
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
            width={52}
            tickFormatter={format}
            tick={{ fontSize: 12 }}
          />
          <Tooltip content={<SeriesTooltip formatLabel={label} />} />
          {series.map((s) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={colourFor(s.id)}
              strokeWidth={highlighted === s.key ? 3.5 : 2}
              strokeOpacity={highlighted && highlighted !== s.key ? 0.2 : 1}
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
