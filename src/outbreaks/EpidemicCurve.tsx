/**
 * New cases by epidemiological week, every week from the first case to the last (empty weeks included, as
 * an epidemic curve must). The chart is summed up in words for screen readers, and its data is a table.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatNumber, useIsRtl } from '../dashboard/format';
import type { CurveWeek } from './summaryApi';

const BAR_COLOUR = '#B3261E';

/** A chunk of its own (loaded with the outbreak page), so recharts stays out of the bundle every screen loads. */
export default function EpidemicCurve({ weeks }: { weeks: readonly CurveWeek[] }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const rtl = useIsRtl();
  const peak = weeks.reduce<CurveWeek | undefined>(
    (top, w) => (!top || w.cases > top.cases ? w : top),
    undefined,
  );
  const summary = translate('outbreaks.curveSummary', {
    cases: format(weeks.reduce((n, w) => n + w.cases, 0)),
    registrations: format(weeks.reduce((n, w) => n + w.registrations, 0)),
    weeks: format(weeks.length),
    peak: peak?.week ?? '—',
  });
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {/* The words above and the table below say what the bars show. */}
      <Box dir="ltr" sx={{ height: 260 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={[...weeks]}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" reversed={rtl} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} width={40} />
            <Tooltip
              formatter={(value) => [format(Number(value)), translate('outbreaks.columns.newCases')]}
            />
            <Bar dataKey="cases" fill={BAR_COLOUR} maxBarSize={48} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <details>
        <summary>
          <Typography component="span" variant="body2">
            {translate('outbreaks.curveTable')}
          </Typography>
        </summary>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', '& th, & td': { px: 1, textAlign: 'start' } }}
        >
          <thead>
            <tr>
              <th scope="col">{translate('outbreaks.columns.week')}</th>
              <th scope="col">{translate('outbreaks.columns.registrations')}</th>
              <th scope="col">{translate('outbreaks.columns.newCases')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{w.week}</th>
                <td>{format(w.registrations)}</td>
                <td>{format(w.cases)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </details>
    </>
  );
}
