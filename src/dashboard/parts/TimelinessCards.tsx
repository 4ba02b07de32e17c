/**
 * Timeliness of the selection (issue 10 item 7): median days from onset to report, report to
 * verification and report to confirmation, and the registrations by case classification (each opens the
 * registrations it counts).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { selectionFilter } from '../drillDown';
import { useFormatNumber } from '../format';
import type { Classification, DashboardSummary, DelayMeasure, Selection } from '../types';
import { Tile } from './TotalsCards';

const MEASURES: DelayMeasure[] = ['onset_report', 'report_verification', 'report_confirmation'];
const CLASSIFICATIONS: Classification[] = [
  'suspected',
  'confirmed_clinical',
  'confirmed_laboratory',
  'ruled_out',
];

export function TimelinessCards({
  summary,
  selection,
}: {
  summary?: DashboardSummary;
  selection: Selection;
}) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const timeliness = summary?.timeliness;
  return (
    <Box component="section" aria-labelledby="dashboard-timeliness" data-testid="dashboard-timeliness">
      <Typography id="dashboard-timeliness" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('dashboard.timeliness.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {MEASURES.map((measure) => {
          const delay = timeliness?.delays[measure];
          return (
            <Tile
              key={measure}
              label={translate(`dashboard.timeliness.${measure}`)}
              value={
                delay &&
                (delay.median_days === null
                  ? '—'
                  : translate('dashboard.timeliness.medianDays', { days: format(delay.median_days) }))
              }
              detail={delay && translate('dashboard.timeliness.over', { count: format(delay.registrations) })}
            />
          );
        })}
        {CLASSIFICATIONS.map((classification) => (
          <Tile
            key={classification}
            label={translate(`resources.registrations.values.classification.${classification}`)}
            value={timeliness && format(timeliness.by_classification[classification])}
            filter={selectionFilter(selection, { classification })}
          />
        ))}
      </Box>
    </Box>
  );
}
