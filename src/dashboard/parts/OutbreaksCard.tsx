/**
 * Outbreaks of the selection (issue 10): how many are ongoing, resolved or endemic (each opens the
 * outbreaks list with that status), and the ongoing ones with the latest cases, each opening its page.
 */
import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCaseDate } from '../../outbreaks/useCaseDate';
import { listPath } from '../drillDown';
import { useFormatNumber } from '../format';
import type { Selection } from '../types';
import { useDashboardOutbreaks } from '../useDashboardData';
import { useListAccess } from '../useListAccess';
import { LatestList } from './LatestList';
import { Tile } from './TotalsCards';

const STATUSES = ['ongoing', 'resolved', 'endemic'] as const;

export function OutbreaksCard({ selection }: { selection: Selection }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const caseDate = useCaseDate();
  const locale = useLocale();
  const outbreaks = useListAccess('outbreaks');
  const { data, error } = useDashboardOutbreaks(selection, locale);
  if (!outbreaks) return null;
  const place: Record<string, number> =
    selection.provinceId === null ? {} : { province_id: selection.provinceId };
  return (
    <Box component="section" aria-labelledby="dashboard-outbreaks" data-testid="dashboard-outbreaks">
      <Typography id="dashboard-outbreaks" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('dashboard.outbreaks.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('dashboard.loadFailed')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {STATUSES.map((status) => (
              <Tile
                key={status}
                label={translate(`resources.outbreaks.values.status.${status}`)}
                value={data && format(data.by_status[status])}
                to={listPath(outbreaks.route, { ...place, status })}
              />
            ))}
          </Box>
          {data && (
            <LatestList items={data.ongoing} empty={translate('dashboard.outbreaks.noneOngoing')}>
              {(o) => (
                <>
                  <MuiLink component={Link} to={`${outbreaks.route}/${o.id}/show`} sx={{ fontWeight: 600 }}>
                    {o.ref}
                  </MuiLink>
                  <Typography variant="body2" component="span">
                    <bdi>{o.disease}</bdi>
                    {o.municipality && (
                      <>
                        {' · '}
                        <bdi>{o.municipality}</bdi>
                      </>
                    )}
                  </Typography>
                  <Typography variant="body2" component="span" color="text.secondary">
                    {translate('dashboard.outbreaks.line', {
                      last: caseDate(o.last_case_at),
                      cases: format(o.cases),
                      smart_count: o.cases,
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
