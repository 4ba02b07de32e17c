/**
 * The map's text alternative: every area with its registrations and sick animals, largest first; a
 * province's name drills into its departments, as a click on the map does. With the alert layer, each
 * area's open alerts too, opening the alerts list so filtered.
 */
import { Box, Link, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { listPath } from '../drillDown';
import { useFormatNumber } from '../format';
import type { AreaMeasure } from './AreaLayer';
import type { AreasAnswer, AreaValue } from './areaTypes';
import type { Classes } from './classes';
import { MapTable } from './MapTable';

interface AreaTableProps {
  answer: AreasAnswer;
  measure: AreaMeasure;
  classes: Classes;
  onDrill?: (area: AreaValue) => void;
  /** The alerts list's route when the alert layer is shown. */
  alertsRoute?: string;
}

function OpenAlertsCell({ area, level, route }: { area: AreaValue; level: string; route: string }) {
  const format = useFormatNumber();
  if (!area.openAlerts) return <TableCell align="right">{format(0)}</TableCell>;
  const filter = { status: 'open', [level === 'province' ? 'province_id' : 'department_id']: area.id };
  return (
    <TableCell align="right">
      <Link component={RouterLink} to={listPath(route, filter)} sx={{ fontWeight: 600 }}>
        {format(area.openAlerts)}
      </Link>
    </TableCell>
  );
}

export function AreaTable({ answer, measure, classes, onDrill, alertsRoute }: AreaTableProps) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const rows = [...answer.areas].sort((a, b) => b[measure] - a[measure] || a.name.localeCompare(b.name));
  const level = translate(answer.level === 'province' ? 'dashboard.province' : 'dashboard.areas.department');
  return (
    <MapTable label={translate('dashboard.areas.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{level}</TableCell>
          <TableCell align="right">{translate('dashboard.totals.registrations')}</TableCell>
          <TableCell align="right">{translate('dashboard.totals.sickAnimals')}</TableCell>
          {alertsRoute && <TableCell align="right">{translate('dashboard.alerts.title')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((area) => (
          <TableRow key={area.id}>
            <TableCell component="th" scope="row">
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  component="span"
                  sx={{
                    width: 12,
                    height: 12,
                    bgcolor: classes.colourOf(area[measure]),
                    border: '1px solid #4d4d4d',
                  }}
                />
                {onDrill ? (
                  <Link component="button" type="button" onClick={() => onDrill(area)} sx={{ minHeight: 24 }}>
                    {area.name}
                  </Link>
                ) : (
                  <bdi>{area.name}</bdi>
                )}
              </Box>
            </TableCell>
            <TableCell align="right">{format(area.registrations)}</TableCell>
            <TableCell align="right">{format(area.animals)}</TableCell>
            {alertsRoute && <OpenAlertsCell area={area} level={answer.level} route={alertsRoute} />}
          </TableRow>
        ))}
      </TableBody>
    </MapTable>
  );
}
