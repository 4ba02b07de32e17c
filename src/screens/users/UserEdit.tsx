import { GenericEdit } from '../form/GenericEdit';
import { usePermissionMatrixOverride } from '../roles/usePermissionMatrixOverride';
import type { ScreenProps } from '../screenTypes';

/** The generated user form, with the per-user permission overrides as the roles' checkbox matrix. */
export function UserEdit({ resource, id }: ScreenProps) {
  return <GenericEdit resource={resource} id={id} inputOverrides={usePermissionMatrixOverride(resource)} />;
}
