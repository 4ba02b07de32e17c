/**
 * The outbreak layer's text alternative: every ongoing outbreak of the selection, latest last case first,
 * its reference opening its page, with disease, place, cases and last case (those without a place too).
 * On a phone each outbreak's reference and disease head its own row above its place and figures (the
 * cells name both headers), so the table fits the width instead of hiding its last column off the side.
 */
import {
  Link,
  TableBody,
  TableCell,
  type TableCellProps,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCaseDate } from '../../outbreaks/useCaseDate';
import { useFormatNumber } from '../format';
import type { DrawnOutbreak, OutbreakLayer } from '../types';
import { MapTable, StackedRowGroup, stackedHeaders } from './MapTable';
import { outbreakPath, outbreakPlace } from './OutbreakMarkers';

function Ref({ outbreak, route }: { outbreak: DrawnOutbreak; route: string }) {
  return (
    <Link component={RouterLink} to={outbreakPath(route, outbreak.id)} sx={{ fontWeight: 600 }}>
      {outbreak.ref}
    </Link>
  );
}

/** Place, cases and last case, one cell each; `headers` names each cell's headers when laid out stacked. */
function Figures({ outbreak, headers }: { outbreak: DrawnOutbreak; headers?: string[] }) {
  const format = useFormatNumber();
  const caseDate = useCaseDate();
  return (
    <>
      <TableCell headers={headers?.[0]}>
        <bdi>{outbreakPlace(outbreak) || '—'}</bdi>
      </TableCell>
      <TableCell align="right" headers={headers?.[1]}>
        {format(outbreak.cases)}
      </TableCell>
      <TableCell headers={headers?.[2]}>{caseDate(outbreak.last_case_at)}</TableCell>
    </>
  );
}

export function OutbreakTable({ answer, route }: { answer: OutbreakLayer; route: string }) {
  const translate = useTranslate();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const id = useId();
  const field = (name: string) => translate(`resources.outbreaks.fields.${name}`);
  if (!answer.outbreaks.length)
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('dashboard.outbreaks.noneOngoing')}
      </Typography>
    );
  const columns: { name: string; align?: TableCellProps['align'] }[] = [
    { name: translate('dashboard.outbreakLayer.place') },
    { name: field('cases'), align: 'right' },
    { name: field('last_case_at') },
  ];
  const columnIds = columns.map((_, i) => `${id}-column-${i}`);
  const outbreakId = (o: DrawnOutbreak) => `${id}-outbreak-${o.id}`;
  return (
    <MapTable label={translate('dashboard.outbreakLayer.table')}>
      <TableHead>
        <TableRow>
          {!stacked && <TableCell>{field('ref')}</TableCell>}
          {!stacked && <TableCell>{field('disease')}</TableCell>}
          {columns.map((column, i) => (
            <TableCell key={column.name} align={column.align} id={columnIds[i]}>
              {column.name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      {stacked ? (
        answer.outbreaks.map((o) => (
          <StackedRowGroup
            key={o.id}
            id={outbreakId(o)}
            span={columns.length}
            heading={
              <>
                <Ref outbreak={o} route={route} /> · <bdi>{o.disease}</bdi>
              </>
            }
          >
            <Figures outbreak={o} headers={stackedHeaders(outbreakId(o), columnIds)} />
          </StackedRowGroup>
        ))
      ) : (
        <TableBody>
          {answer.outbreaks.map((o) => (
            <TableRow key={o.id}>
              <TableCell component="th" scope="row">
                <Ref outbreak={o} route={route} />
              </TableCell>
              <TableCell>
                <bdi>{o.disease}</bdi>
              </TableCell>
              <Figures outbreak={o} />
            </TableRow>
          ))}
        </TableBody>
      )}
    </MapTable>
  );
}
