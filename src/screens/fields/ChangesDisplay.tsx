import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ChangesTable, changesOf, useChangeLabels } from '../../audit/ChangesTable';
import type { DisplayProps } from './types';

/** An audit row's changes: the names of the changed fields in a list, the whole table on the show screen. */
export function ChangesDisplay({ source, variant }: DisplayProps) {
  const record = useRecordContext();
  const changes = changesOf(record?.[source]);
  const label = useChangeLabels(record?.resource);
  if (variant === 'list') {
    const names = Object.keys(changes ?? {}).map(label);
    return names.length ? <Typography variant="body2">{names.join(', ')}</Typography> : null;
  }
  return <ChangesTable changes={changes} resourceName={record?.resource} />;
}
