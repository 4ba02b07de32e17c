/**
 * Open alerts of the selection (issue 11): how many wait for acknowledgement (opening the alerts list so
 * filtered) and the latest raised, each opening its alert. Shown to whoever may read alerts; the server
 * keeps to the viewer's areas.
 */
import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listPath } from '../drillDown';
import { useFormatNumber } from '../format';
import type { Selection } from '../types';
import { useAlertsAccess } from '../useAlertsAccess';
import { useDashboardAlerts } from '../useDashboardData';
import { LatestList } from './LatestList';
import { Tile } from './TotalsCards';

export function AlertsCard({ selection }: { selection: Selection }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const locale = useLocale();
  const alerts = useAlertsAccess();
  const { data, error } = useDashboardAlerts(selection, locale, !!alerts);
  if (!alerts) return null;
  const filter = {
    status: 'open',
    ...(selection.provinceId === null ? {} : { province_id: selection.provinceId }),
  };
  return (
    <Box component="section" aria-labelledby="dashboard-alerts" data-testid="dashboard-alerts">
      <Typography id="dashboard-alerts" variant="h6" component="h2">
        {translate('dashboard.alerts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('dashboard.alerts.scope')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('dashboard.loadFailed')}</Alert>
      ) : (
        <>
          <Tile
            label={translate('dashboard.alerts.open')}
            value={data && format(data.open)}
            to={listPath(alerts.route, filter)}
          />
          {data && (
            <LatestList items={data.latest} empty={translate('dashboard.alerts.none')}>
              {(a) => (
                <>
                  <MuiLink component={Link} to={`${alerts.route}/${a.id}/show`} sx={{ fontWeight: 600 }}>
                    <bdi>{a.disease ?? translate('dashboard.alerts.anyDisease')}</bdi>
                  </MuiLink>
                  <Typography variant="body2" component="span">
                    <bdi>{a.place ?? translate('dashboard.alerts.national')}</bdi>
                  </Typography>
                  <Typography variant="body2" component="span" color="text.secondary">
                    {translate('dashboard.alerts.line', {
                      // Isolated left to right: in Arabic "2026-W48" would read "W48-2026".
                      week: `\u2066${a.week}\u2069`,
                      cases: format(a.cases),
                      smart_count: a.cases,
                    })}
                  </Typography>
                </>
              )}
            </LatestList>
          )}
        </>
      )}
    </Box>
  );
}
