/** A chart's frame: title, hint, and the loading, failed and empty states in place of the chart. */
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const CHART_HEIGHT = 300;

/** The height of a horizontal bar chart with `bars` bars: 26 px each, at least CHART_HEIGHT. */
export const barChartHeight = (bars: number) => Math.max(CHART_HEIGHT, bars * 26 + 70);

interface ChartCardProps {
  title: string;
  loading: boolean;
  empty: boolean;
  action?: ReactNode;
  /** Taller for charts with many bars, so every label shows. */
  height?: number;
  children: ReactNode;
}

export function ChartCard({
  title,
  loading,
  empty,
  action,
  height = CHART_HEIGHT,
  children,
}: ChartCardProps) {
  const translate = useTranslate();
  // recharts lays its SVG out left to right; in Arabic the charts mirror their axes instead (useIsRtl).
  let body: ReactNode = (
    <Box dir="ltr" sx={{ height: '100%' }}>
      {children}
    </Box>
  );
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
  }
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        sx={{ pb: 0, flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ height: height + 16, px: { xs: 0.5, sm: 2 } }}>{body}</CardContent>
    </Card>
  );
}
