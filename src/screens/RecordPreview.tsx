import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  Button,
  Loading,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleShowLayout,
  useGetOne,
} from 'react-admin';
import type { Resource } from '../../resources';
import { showFields } from './fieldSelections';
import { systemFields, useDisplayFields } from './fields/useDisplayFields';
import { raName } from './raName';
import { representRecord } from './representation';

/**
 * A record's details in a dialog, for someone who may read it but not open its screens (a Décideur
 * finding a registration from the dashboard).
 */
export function RecordPreview(props: { resource: Resource; id: number | null; onClose: () => void }) {
  const { resource, id, onClose } = props;
  const { data, isPending } = useGetOne(raName(resource), { id: id ?? 0 }, { enabled: id !== null });
  const fields = useDisplayFields(
    resource,
    [...showFields(resource), ['created_at', systemFields.created_at]],
    'show',
  );
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{data ? representRecord(resource, data) : ''}</DialogTitle>
      <DialogContent dividers>
        {isPending || !data ? (
          <Loading />
        ) : (
          <ResourceContextProvider value={raName(resource)}>
            <RecordContextProvider value={data}>
              <SimpleShowLayout>{fields}</SimpleShowLayout>
            </RecordContextProvider>
          </ResourceContextProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
