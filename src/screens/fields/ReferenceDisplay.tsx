import { ReferenceField } from 'react-admin';
import type { ReferenceField as ReferenceFieldSpec } from '../../../resources/kit';
import { raName } from '../raName';
import { requireResource } from '../requireResource';
import { RecordRepresentation } from './RecordRepresentation';
import { useReferenceLinks } from './referenceLinks';
import type { DisplayProps } from './types';

export function ReferenceDisplay({ source, field }: DisplayProps<ReferenceFieldSpec>) {
  const { target: targetName, whenEmpty } = field;
  const target = requireResource(targetName);
  const links = useReferenceLinks();
  return (
    <ReferenceField
      source={source}
      reference={raName(target)}
      emptyText={whenEmpty}
      link={links ? undefined : false}
    >
      <RecordRepresentation resource={target} />
    </ReferenceField>
  );
}
