/**
 * The outbreak layer's text alternative: every ongoing outbreak of the selection, latest last case first,
 * its reference opening its page, with disease, place, cases and last case (those without a place too).
 */
import { Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCaseDate } from '../../outbreaks/useCaseDate';
import { useFormatNumber } from '../format';
import type { OutbreakLayer } from '../types';
import { MapTable } from './MapTable';
import { outbreakPath, outbreakPlace } from './OutbreakMarkers';

export function OutbreakTable({ answer, route }: { answer: OutbreakLayer; route: string }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const caseDate = useCaseDate();
  const field = (name: string) => translate(`resources.outbreaks.fields.${name}`);
  if (!answer.outbreaks.length)
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('dashboard.outbreaks.noneOngoing')}
      </Typography>
    );
  return (
    <MapTable label={translate('dashboard.outbreakLayer.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{field('ref')}</TableCell>
          <TableCell>{field('disease')}</TableCell>
          <TableCell>{translate('dashboard.outbreakLayer.place')}</TableCell>
          <TableCell align="right">{field('cases')}</TableCell>
          <TableCell>{field('last_case_at')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {answer.outbreaks.map((o) => (
          <TableRow key={o.id}>
            <TableCell component="th" scope="row">
              <Link component={RouterLink} to={outbreakPath(route, o.id)} sx={{ fontWeight: 600 }}>
                {o.ref}
              </Link>
            </TableCell>
            <TableCell>
              <bdi>{o.disease}</bdi>
            </TableCell>
            <TableCell>
              <bdi>{outbreakPlace(o) || '—'}</bdi>
            </TableCell>
            <TableCell align="right">{format(o.cases)}</TableCell>
            <TableCell>{caseDate(o.last_case_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </MapTable>
  );
}
