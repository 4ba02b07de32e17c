import { Create, useTranslate } from 'react-admin';
import { redirectAfterSave } from '../children/partRedirect';
import { raName } from '../raName';
import type { ScreenProps } from '../screenTypes';
import { useResourceTranslate } from '../useResourceTranslate';
import { GenericForm, type GenericFormProps } from './GenericForm';
import { transformFor } from './transformFor';

export function GenericCreate({
  resource,
  inputOverrides,
}: ScreenProps & Pick<GenericFormProps, 'inputOverrides'>) {
  const t = useResourceTranslate(resource);
  const translate = useTranslate();
  return (
    <Create
      resource={raName(resource)}
      title={translate('ra.page.create', { name: t.name(1) })}
      mutationMode="pessimistic"
      redirect={redirectAfterSave(resource)}
      transform={transformFor(resource)}
    >
      <GenericForm resource={resource} mode="create" inputOverrides={inputOverrides} />
    </Create>
  );
}
