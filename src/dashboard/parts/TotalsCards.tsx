/** The selection at a glance: registrations, sick animals (males / females), and registrations by status. */
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type ListFilter, registrationsListPath, selectionFilter } from '../drillDown';
import { useFormatNumber } from '../format';
import type { DashboardSummary, Selection, Status } from '../types';
import { canOpenRegistrations } from './useOpenRegistration';

// `returned`: sent back to their authors for correction (issue 10's review).
const STATUSES: Status[] = ['waiting', 'returned', 'finished', 'canceled'];

/** One figure of the dashboard; with a filter, it opens the registrations it counts. */
export function Tile({
  label,
  value,
  detail,
  filter,
  to,
}: {
  label: string;
  value?: string;
  detail?: ReactNode;
  filter?: ListFilter;
  /** Another screen it opens (the outbreaks list), when it counts something else than registrations. */
  to?: string;
}) {
  const navigate = useNavigate();
  const content = (
    <CardContent sx={{ py: 1.5 }}>
      {/* Wraps rather than cutting the label off: "Confirmed (laboratory)" must be read whole. */}
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" fontWeight={600}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ flex: '1 1 150px', minWidth: 0 }}>
      {to ? (
        <CardActionArea onClick={() => navigate(to)} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : filter ? (
        <CardActionArea
          onClick={() => canOpenRegistrations() && navigate(registrationsListPath(filter))}
          sx={{ height: '100%' }}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

export function TotalsCards({ summary, selection }: { summary?: DashboardSummary; selection: Selection }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const totals = summary?.totals;
  const status = (s: Status) => translate(`resources.registrations.values.status.${s}`);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} data-testid="dashboard-totals">
      <Tile
        label={translate('dashboard.totals.registrations')}
        value={totals && format(totals.registrations)}
        filter={selectionFilter(selection)}
      />
      <Tile
        label={translate('dashboard.totals.sickAnimals')}
        value={totals && format(totals.animals)}
        detail={
          totals &&
          `${translate('dashboard.totals.males')} ${format(totals.males)} · ${translate('dashboard.totals.females')} ${format(totals.females)}`
        }
        filter={selectionFilter(selection)}
      />
      {STATUSES.map((s) => (
        <Tile
          key={s}
          label={status(s)}
          value={totals && format(totals.by_status[s].registrations)}
          detail={
            totals && translate('dashboard.animalsCount', { animals: format(totals.by_status[s].animals) })
          }
          filter={selectionFilter(selection, { status: s })}
        />
      ))}
    </Box>
  );
}
