import { Edit } from 'react-admin';
import { redirectAfterSave } from '../children/partRedirect';
import { RecordTitle } from '../RecordTitle';
import { raName } from '../raName';
import type { ScreenProps } from '../screenTypes';
import { GenericForm, type GenericFormProps } from './GenericForm';
import { transformFor } from './transformFor';
import { WritableOnly } from './WritableOnly';

/** Pessimistic so a 422 lands on its field and a 409 (stale `updated_at`) stops the save. */
export function GenericEdit({
  resource,
  id,
  inputOverrides,
}: ScreenProps & Pick<GenericFormProps, 'inputOverrides'>) {
  return (
    <Edit
      resource={raName(resource)}
      id={id}
      title={<RecordTitle resource={resource} />}
      mutationMode="pessimistic"
      redirect={redirectAfterSave(resource)}
      transform={transformFor(resource)}
    >
      <WritableOnly resource={resource}>
        <GenericForm resource={resource} mode="edit" inputOverrides={inputOverrides} />
      </WritableOnly>
    </Edit>
  );
}
