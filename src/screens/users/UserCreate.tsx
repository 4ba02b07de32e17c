import { GenericCreate } from '../form/GenericCreate';
import { usePermissionMatrixOverride } from '../roles/usePermissionMatrixOverride';
import type { ScreenProps } from '../screenTypes';

export function UserCreate({ resource }: ScreenProps) {
  return <GenericCreate resource={resource} inputOverrides={usePermissionMatrixOverride(resource)} />;
}
