import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { type MouseEvent, useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export function RestoreButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  if (!record || !resource) return null;

  const restore = async (event: MouseEvent) => {
    event.stopPropagation();
    setPending(true);
    try {
      await dataProvider.restore(resource, { id: record.id });
      notify('app.trash.restored', { type: 'info', messageArgs: { _: 'Record restored' } });
      refresh();
    } catch (error) {
      notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button label={translate('app.trash.restore', { _: 'Restore' })} onClick={restore} disabled={pending}>
      <RestoreFromTrashIcon />
    </Button>
  );
}
