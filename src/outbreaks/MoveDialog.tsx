/**
 * A reviewer moves one registration of an outbreak to another ongoing outbreak of the same disease, or to
 * a new one (`POST /api/outbreaks/{id}/move`); the grouping never undoes a move.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { type RaRecord, useGetList, useTranslate } from 'react-admin';
import { http } from '../api/http';
import type { OutbreakMember } from './summaryApi';

const NEW_OUTBREAK = 'new';

interface MoveDialogProps {
  /** The react-admin name of the outbreaks resource. */
  listName: string;
  outbreak: RaRecord;
  member: OutbreakMember | null;
  onClose(): void;
  /** Where the registration went. */
  onMoved(outbreakId: number): void;
}

export function MoveDialog({ listName, outbreak, member, onClose, onMoved }: MoveDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const hintId = useId();
  const [target, setTarget] = useState(NEW_OUTBREAK);
  const [pending, setPending] = useState(false);
  const { data: ongoing = [] } = useGetList(
    listName,
    {
      filter: { disease_id: outbreak.disease_id, status: 'ongoing' },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'last_case_at', order: 'DESC' },
    },
    { enabled: member !== null },
  );
  const others = ongoing.filter((o) => o.id !== outbreak.id);
  const close = () => {
    setTarget(NEW_OUTBREAK);
    onClose();
  };
  const move = async () => {
    if (!member) return;
    setPending(true);
    try {
      const to = target === NEW_OUTBREAK ? null : Number(target);
      const { json } = await http.post<{ outbreak_id: number }>(`/outbreaks/${outbreak.id}/move`, {
        registration_id: member.id,
        to,
      });
      setTarget(NEW_OUTBREAK);
      onMoved(json.outbreak_id);
    } catch {
      // The failure toast is already up; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={member !== null}
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{translate('outbreaks.moveTitle', { ref: member?.ref ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={hintId} sx={{ mb: 2 }}>
          {translate('outbreaks.moveHint')}
        </DialogContentText>
        <TextField
          select
          fullWidth
          label={translate('outbreaks.moveTo')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <MenuItem value={NEW_OUTBREAK}>{translate('outbreaks.newOutbreak')}</MenuItem>
          {others.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {`${o.ref} · ${translate('resources.outbreaks.fields.cases')} ${o.cases}`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={move} disabled={pending} variant="contained">
          {translate('outbreaks.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
