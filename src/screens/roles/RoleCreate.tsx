import { GenericCreate } from '../form/GenericCreate';
import type { ScreenProps } from '../screenTypes';
import { usePermissionMatrixOverride } from './usePermissionMatrixOverride';

export function RoleCreate({ resource }: ScreenProps) {
  return <GenericCreate resource={resource} inputOverrides={usePermissionMatrixOverride(resource)} />;
}
