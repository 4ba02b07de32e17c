import { useParams } from 'react-router-dom';
import { GenericEdit } from '../form/GenericEdit';
import type { ScreenProps } from '../screenTypes';
import { RoleUsers } from './RoleUsers';
import { usePermissionMatrixOverride } from './usePermissionMatrixOverride';

export function RoleEdit({ resource, id }: ScreenProps) {
  const params = useParams();
  return (
    <>
      <GenericEdit resource={resource} id={id} inputOverrides={usePermissionMatrixOverride(resource)} />
      <RoleUsers roleId={id ?? params.id} />
    </>
  );
}
