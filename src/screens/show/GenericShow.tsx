import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { showFields } from '../fieldSelections';
import { systemFields, useDisplayFields } from '../fields/useDisplayFields';
import { RecordTitle } from '../RecordTitle';
import { raName } from '../raName';
import type { ScreenProps } from '../screenTypes';

export function GenericShow({ resource, id }: ScreenProps) {
  const fields = useDisplayFields(
    resource,
    [
      ['id', systemFields.id],
      ...showFields(resource),
      ['created_at', systemFields.created_at],
      ['updated_at', systemFields.updated_at],
    ],
    'show',
  );
  return (
    <Show
      resource={raName(resource)}
      id={id}
      title={<RecordTitle resource={resource} />}
      actions={
        <TopToolbar>
          {/* EditButton hides itself when canAccess denies the edit. */}
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>{fields}</SimpleShowLayout>
    </Show>
  );
}
