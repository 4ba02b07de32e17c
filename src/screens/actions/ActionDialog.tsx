import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CommentRule } from '../../../resources/kit';

interface ActionDialogProps {
  open: boolean;
  title: string;
  /** What will happen, when the title does not say it all (bulk actions). */
  message?: string;
  comment: CommentRule;
  confirmLabel: string;
  onClose(): void;
  /** Resolves when done; the dialog stays open (and usable) while it runs. */
  onConfirm(comment: string): Promise<unknown>;
}

/** Confirms a workflow action, with its comment (a reason when the action requires one). */
export function ActionDialog({
  open,
  title,
  message,
  comment,
  confirmLabel,
  onClose,
  onConfirm,
}: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const missing = comment === 'required' && !text.trim();
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm(text.trim());
      setText('');
      onClose();
    } catch {
      // The failure toast is already up; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>}
        {comment !== 'none' && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required={comment === 'required'}
            label={translate(comment === 'required' ? 'workflow.reason' : 'workflow.commentOptional')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={pending || missing}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
