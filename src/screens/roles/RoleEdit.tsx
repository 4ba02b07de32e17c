import { GenericEdit } from '../form/GenericEdit';
import type { ScreenProps } from '../screenTypes';
import { usePermissionMatrixOverride } from './usePermissionMatrixOverride';

export function RoleEdit({ resource, id }: ScreenProps) {
  return <GenericEdit resource={resource} id={id} inputOverrides={usePermissionMatrixOverride(resource)} />;
}
