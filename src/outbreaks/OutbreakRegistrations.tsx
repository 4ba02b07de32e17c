/** The registrations of an outbreak, oldest case first, each opening its record; reviewers may move one. */
import {
  Button,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { registrationShowPath } from '../dashboard/drillDown';
import { useFormatNumber } from '../dashboard/format';
import { MoveDialog } from './MoveDialog';
import { type OutbreakMember, useRefreshSummaries } from './summaryApi';
import { useCaseDate } from './useCaseDate';

interface OutbreakRegistrationsProps {
  outbreak: RaRecord;
  members: readonly OutbreakMember[];
  /** The outbreaks' react-admin name and route, for the picker and the page of another outbreak. */
  listName: string;
  route: string;
  canMove: boolean;
  captionId: string;
}

export function OutbreakRegistrations(props: OutbreakRegistrationsProps) {
  const { outbreak, members, listName, route, canMove, captionId } = props;
  const translate = useTranslate();
  const format = useFormatNumber();
  const caseDate = useCaseDate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const refreshSummaries = useRefreshSummaries();
  const [moving, setMoving] = useState<OutbreakMember | null>(null);
  const field = (name: string) => translate(`resources.registrations.fields.${name}`);
  const moved = (to: number) => {
    const emptied = members.length === 1;
    setMoving(null);
    notify('outbreaks.moved', { type: 'success' });
    refreshSummaries();
    // The last registration moved away takes its outbreak with it: follow it.
    if (emptied) navigate(`${route}/${to}/show`);
    else refresh();
  };
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {field('ref')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('outbreaks.caseDate')}
              </TableCell>
              <TableCell component="th" scope="col">
                {field('specie')}
              </TableCell>
              <TableCell component="th" scope="col">
                {field('village')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {translate('outbreaks.columns.cases')}
              </TableCell>
              <TableCell component="th" scope="col">
                {field('classification')}
              </TableCell>
              <TableCell component="th" scope="col">
                {field('status')}
              </TableCell>
              {canMove && (
                <TableCell component="th" scope="col">
                  {translate('outbreaks.move')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.id}>
                <TableCell component="th" scope="row">
                  <MuiLink component={Link} to={registrationShowPath(member.id)}>
                    {member.ref}
                  </MuiLink>
                  {member.moved && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ms: 1 }}>
                      ({translate('outbreaks.movedByReviewer')})
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{caseDate(member.case_date)}</TableCell>
                <TableCell>{member.specie}</TableCell>
                <TableCell>{member.village}</TableCell>
                <TableCell align="right">{format(member.cases)}</TableCell>
                <TableCell>
                  {translate(
                    `resources.registrations.values.classification.${member.classification ?? 'suspected'}`,
                  )}
                </TableCell>
                <TableCell>{translate(`resources.registrations.values.status.${member.status}`)}</TableCell>
                {canMove && (
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setMoving(member)}
                      aria-label={`${translate('outbreaks.move')} ${member.ref}`}
                    >
                      {translate('outbreaks.move')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {canMove && (
        <MoveDialog
          listName={listName}
          outbreak={outbreak}
          member={moving}
          onClose={() => setMoving(null)}
          onMoved={moved}
        />
      )}
    </>
  );
}
