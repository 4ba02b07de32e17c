import { DeleteButton, type RedirectionSideEffect, useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources';
import { representRecord } from '../representation';
import { useResourceTranslate } from '../useResourceTranslate';

/** Deletes after a confirmation naming the record; waits for the server so a 409 (still referenced) shows at once. */
export function ConfirmedDeleteButton({
  resource,
  redirect,
  title,
}: {
  resource: Resource;
  redirect?: RedirectionSideEffect;
  /** A tooltip, for the list's icon-only rendering. */
  title?: string;
}) {
  const record = useRecordContext();
  const t = useResourceTranslate(resource);
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      title={title}
      translateOptions={{ name: t.name(1), recordRepresentation: representRecord(resource, record) }}
    />
  );
}
