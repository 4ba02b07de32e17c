import { Chip } from '@mui/material';
import { ReferenceArrayField, SingleFieldList, useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources';
import type { ReferencesField } from '../../../resources/kit';
import { raName } from '../raName';
import { representRecord } from '../representation';
import { requireResource } from '../requireResource';
import type { DisplayProps } from './types';

function RepresentationChip({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  return <Chip size="small" label={representRecord(resource, record)} sx={{ m: 0.25 }} />;
}

export function ReferencesDisplay({ source, field }: DisplayProps) {
  const target = requireResource((field as ReferencesField).target);
  return (
    <ReferenceArrayField source={source} reference={raName(target)}>
      <SingleFieldList linkType={false}>
        <RepresentationChip resource={target} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
