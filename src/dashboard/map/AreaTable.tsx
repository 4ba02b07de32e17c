/**
 * The map's text alternative: every area with its registrations and sick animals, largest first; a
 * province's name drills into its departments, as a click on the map does.
 */
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '../format';
import type { AreaMeasure } from './AreaLayer';
import type { AreasAnswer, AreaValue } from './areaTypes';
import type { Classes } from './classes';

interface AreaTableProps {
  answer: AreasAnswer;
  measure: AreaMeasure;
  classes: Classes;
  onDrill?: (area: AreaValue) => void;
}

export function AreaTable({ answer, measure, classes, onDrill }: AreaTableProps) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const rows = [...answer.areas].sort((a, b) => b[measure] - a[measure] || a.name.localeCompare(b.name));
  const level = translate(answer.level === 'province' ? 'dashboard.province' : 'dashboard.areas.department');
  return (
    <Box
      sx={{ maxHeight: 360, overflow: 'auto', mt: 1 }}
      tabIndex={0}
      aria-label={translate('dashboard.areas.table')}
      role="region"
    >
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{level}</TableCell>
            <TableCell align="right">{translate('dashboard.totals.registrations')}</TableCell>
            <TableCell align="right">{translate('dashboard.totals.sickAnimals')}</TableCell>
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
                    <Link
                      component="button"
                      type="button"
                      onClick={() => onDrill(area)}
                      sx={{ minHeight: 24 }}
                    >
                      {area.name}
                    </Link>
                  ) : (
                    <bdi>{area.name}</bdi>
                  )}
                </Box>
              </TableCell>
              <TableCell align="right">{format(area.registrations)}</TableCell>
              <TableCell align="right">{format(area.animals)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
