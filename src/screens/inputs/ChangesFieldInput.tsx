import { useRecordContext } from 'react-admin';
import { type Changes, ChangesTable } from '../../audit/ChangesTable';
import type { InputProps } from './types';

/** Changes are written by the server only: a form shows them, it never edits them. */
export function ChangesFieldInput({ source }: InputProps) {
  const record = useRecordContext();
  return (
    <ChangesTable changes={(record?.[source] ?? null) as Changes | null} resourceName={record?.resource} />
  );
}
