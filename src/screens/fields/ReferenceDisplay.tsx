import { ReferenceField } from 'react-admin';
import type { ReferenceField as ReferenceFieldSpec } from '../../../resources/kit';
import { raName } from '../raName';
import { requireResource } from '../requireResource';
import { RecordRepresentation } from './RecordRepresentation';
import type { DisplayProps } from './types';

export function ReferenceDisplay({ source, field }: DisplayProps) {
  const target = requireResource((field as ReferenceFieldSpec).target);
  return (
    <ReferenceField source={source} reference={raName(target)}>
      <RecordRepresentation resource={target} />
    </ReferenceField>
  );
}
