import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Permanent deletion from the trash; there is no way back, hence the confirmation. */
export function ForceDeleteButton({ recordLabel }: { recordLabel: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || !resource) return null;
  const label = translate('app.trash.permanentDelete', { _: 'Delete permanently' });

  const forceDelete = async () => {
    setPending(true);
    try {
      await dataProvider.forceDelete(resource, { id: record.id, previousData: record });
      notify('app.trash.permanentlyDeleted', {
        type: 'info',
        messageArgs: { _: 'Record deleted permanently' },
      });
      refresh();
    } catch (error) {
      notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label={label}
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteForeverIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${label} — ${recordLabel}`}
        content={translate('app.trash.confirmPermanentDelete', {
          _: 'Delete this record permanently? This cannot be undone.',
        })}
        onConfirm={forceDelete}
        onClose={() => setOpen(false)}
        confirmColor="warning"
      />
    </>
  );
}
