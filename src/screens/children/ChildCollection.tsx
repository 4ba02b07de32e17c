import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Datagrid,
  DeleteButton,
  EditButton,
  ReferenceManyField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { ChildCollection as Collection } from '../../../resources/kit';
import { listFields } from '../fieldSelections';
import { useDisplayFields } from '../fields/useDisplayFields';
import { raName } from '../raName';
import { useResourceTranslate } from '../useResourceTranslate';

/**
 * A parent's child collection (a registration's laboratory samples) on its page: the parts in a table, and
 * for those allowed to write them, buttons to add one (the parent filled in), edit or remove it.
 */
export function ChildCollection({ collection }: { collection: Collection }) {
  const { resource, key } = collection;
  const record = useRecordContext();
  const translate = useTranslate();
  const t = useResourceTranslate(resource);
  const name = raName(resource);
  const { canAccess: canWrite } = useCanAccess({ resource: name, action: 'create' });
  const columns = useDisplayFields(
    resource,
    listFields(resource).filter(([field]) => field !== key),
    'list',
  );
  if (!record) return null;
  return (
    <>
      {canWrite && (
        <Button
          component={Link}
          to={`/${name}/create`}
          state={{ record: { [key]: record.id } }}
          label={translate('ra.action.add')}
          aria-label={`${translate('ra.action.add')} — ${t.name(1)}`}
        >
          <AddIcon />
        </Button>
      )}
      <ReferenceManyField
        reference={name}
        target={key}
        sort={{ field: resource.defaultSort[0], order: resource.defaultSort[1] }}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<p>{translate('ra.navigation.no_results')}</p>}
        >
          {columns}
          {canWrite && <EditButton />}
          {canWrite && <DeleteButton mutationMode="pessimistic" redirect={false} />}
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}
