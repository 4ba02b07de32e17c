import { Chip } from '@mui/material';
import { ReferenceArrayField, SingleFieldList, useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources';
import type { ReferencesField } from '../../../resources/kit';
import { raName } from '../raName';
import { representRecord } from '../representation';
import { requireResource } from '../requireResource';
import type { DisplayProps } from './types';

/** In a list a long name is cut with an ellipsis (the whole name in its tooltip) so the column stays narrow. */
function RepresentationChip({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const label = representRecord(resource, record);
  return (
    <Chip component="span" size="small" label={label} title={label} sx={{ m: 0.25, maxWidth: '100%' }} />
  );
}

const LIST_WIDTH = 150;

export function ReferencesDisplay({ source, field, variant }: DisplayProps<ReferencesField>) {
  const target = requireResource(field.target);
  return (
    <ReferenceArrayField source={source} reference={raName(target)}>
      <SingleFieldList
        component="span"
        linkType={false}
        sx={variant === 'list' ? { maxWidth: LIST_WIDTH } : undefined}
      >
        <RepresentationChip resource={target} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
