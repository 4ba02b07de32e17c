import { useRecordContext } from 'react-admin';
import { ChangesTable, changesOf } from '../../audit/ChangesTable';
import type { InputProps } from './types';

/** Changes are written by the server only: a form shows them, it never edits them. */
export function ChangesFieldInput({ source }: InputProps) {
  const record = useRecordContext();
  return <ChangesTable changes={changesOf(record?.[source])} resourceName={record?.resource} />;
}
