/**
 * The map's text alternative: every area with its registrations and sick animals, largest first; a
 * province's name drills into its departments, as a click on the map does. With the alert layer, each
 * area's open alerts too, opening the alerts list so filtered. On a phone each area's name heads its own
 * row above its figures (the cells name both headers), so the table fits the width instead of scrolling
 * sideways.
 */
import {
  Box,
  Link,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { listPath } from '../drillDown';
import { useFormatNumber } from '../format';
import type { AreaMeasure } from './AreaLayer';
import type { AreasAnswer, AreaValue } from './areaTypes';
import type { Classes } from './classes';
import { MapTable, StackedRowGroup, stackedHeaders } from './MapTable';

interface AreaTableProps {
  answer: AreasAnswer;
  measure: AreaMeasure;
  classes: Classes;
  onDrill?: (area: AreaValue) => void;
  /** The alerts list's route when the alert layer is shown. */
  alertsRoute?: string;
}

/** What every row shows, whichever the layout. */
interface RowParts {
  classes: Classes;
  measure: AreaMeasure;
  level: AreasAnswer['level'];
  onDrill?: (area: AreaValue) => void;
  alertsRoute?: string;
}

function OpenAlerts({ area, level, route }: { area: AreaValue; level: string; route: string }) {
  const format = useFormatNumber();
  if (!area.openAlerts) return <>{format(0)}</>;
  const filter = { status: 'open', [level === 'province' ? 'province_id' : 'department_id']: area.id };
  return (
    <Link component={RouterLink} to={listPath(route, filter)} sx={{ fontWeight: 600 }}>
      {format(area.openAlerts)}
    </Link>
  );
}

/** The area's class swatch and name (a button drilling into it, where it can). */
function AreaName({ area, parts }: { area: AreaValue; parts: RowParts }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        component="span"
        sx={{
          width: 12,
          height: 12,
          flexShrink: 0,
          bgcolor: parts.classes.colourOf(area[parts.measure]),
          border: '1px solid #4d4d4d',
        }}
      />
      {parts.onDrill ? (
        <Link
          component="button"
          type="button"
          onClick={() => parts.onDrill?.(area)}
          sx={{ minHeight: 24, textAlign: 'start' }}
        >
          {area.name}
        </Link>
      ) : (
        <bdi>{area.name}</bdi>
      )}
    </Box>
  );
}

/** The figures of an area, one cell each; `headers` names each cell's headers when laid out stacked. */
function Figures({ area, parts, headers }: { area: AreaValue; parts: RowParts; headers?: string[] }) {
  const format = useFormatNumber();
  const values = [
    format(area.registrations),
    format(area.animals),
    ...(parts.alertsRoute
      ? [<OpenAlerts key="alerts" area={area} level={parts.level} route={parts.alertsRoute} />]
      : []),
  ];
  return values.map((value, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in this order.
    <TableCell key={i} align="right" headers={headers?.[i]}>
      {value}
    </TableCell>
  ));
}

export function AreaTable({ answer, measure, classes, onDrill, alertsRoute }: AreaTableProps) {
  const translate = useTranslate();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const id = useId();
  const rows = [...answer.areas].sort((a, b) => b[measure] - a[measure] || a.name.localeCompare(b.name));
  const parts: RowParts = { classes, measure, level: answer.level, onDrill, alertsRoute };
  const level = translate(answer.level === 'province' ? 'dashboard.province' : 'dashboard.areas.department');
  const columns = [
    translate('dashboard.totals.registrations'),
    translate('dashboard.totals.sickAnimals'),
    ...(alertsRoute ? [translate('dashboard.alerts.title')] : []),
  ];
  const columnIds = columns.map((_, i) => `${id}-column-${i}`);
  const areaId = (area: AreaValue) => `${id}-area-${area.id}`;
  return (
    <MapTable label={translate('dashboard.areas.table')}>
      <TableHead>
        <TableRow>
          {!stacked && <TableCell>{level}</TableCell>}
          {columns.map((name, i) => (
            <TableCell key={name} align="right" id={columnIds[i]}>
              {name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      {stacked ? (
        rows.map((area) => (
          <StackedRowGroup
            key={area.id}
            id={areaId(area)}
            span={columns.length}
            heading={<AreaName area={area} parts={parts} />}
          >
            <Figures area={area} parts={parts} headers={stackedHeaders(areaId(area), columnIds)} />
          </StackedRowGroup>
        ))
      ) : (
        <TableBody>
          {rows.map((area) => (
            <TableRow key={area.id}>
              <TableCell component="th" scope="row">
                <AreaName area={area} parts={parts} />
              </TableCell>
              <Figures area={area} parts={parts} />
            </TableRow>
          ))}
        </TableBody>
      )}
    </MapTable>
  );
}
