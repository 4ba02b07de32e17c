/**
 * A chart's frame: title, a Chart/Table switch when the chart has a table alternative, the chart with
 * its HTML legend, and the loading and empty states in place of the chart.
 */
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';

export const CHART_HEIGHT = 300;

/** The height of a horizontal bar chart whose bars are `rowHeight` px apart: at least CHART_HEIGHT. */
export const barChartHeight = (bars: number, rowHeight = 26) => Math.max(CHART_HEIGHT, bars * rowHeight + 40);

type View = 'chart' | 'table';

interface ChartCardProps {
  title: string;
  loading: boolean;
  empty: boolean;
  action?: ReactNode;
  /** Taller for charts with many bars, so every label shows. */
  height?: number;
  /** Below the chart (an HTML legend). */
  legend?: ReactNode;
  /** The same figures as a table (the chart's text alternative). */
  table?: ReactNode;
  children: ReactNode;
}

function ViewSwitch({ view, onView }: { view: View; onView: (view: View) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, value: View | null) => value && onView(value)}
      aria-label={translate('dashboard.view.label')}
    >
      <ToggleButton value="chart">{translate('dashboard.view.chart')}</ToggleButton>
      <ToggleButton value="table">{translate('dashboard.view.table')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

export function ChartCard({
  title,
  loading,
  empty,
  action,
  height = CHART_HEIGHT,
  legend,
  table,
  children,
}: ChartCardProps) {
  const translate = useTranslate();
  const [view, setView] = useState<View>('chart');
  let body: ReactNode;
  if (loading) body = <Skeleton variant="rounded" height={height} />;
  else if (empty) {
    body = (
      <Typography
        color="text.secondary"
        sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {translate('dashboard.noData')}
      </Typography>
    );
  } else if (view === 'table' && table) body = table;
  else {
    body = (
      <>
        {/* recharts lays its SVG out left to right; in Arabic the charts mirror their axes instead (useIsRtl). */}
        <Box dir="ltr" sx={{ height }}>
          {children}
        </Box>
        {legend}
      </>
    );
  }
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {action}
      {table && <ViewSwitch view={view} onView={setView} />}
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={actions}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        sx={{ pb: 0, flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0, maxWidth: '100%' } }}
      />
      <CardContent sx={{ px: { xs: 0.5, sm: 2 } }}>{body}</CardContent>
    </Card>
  );
}
