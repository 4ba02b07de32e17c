import { Card } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AccessTokenTable } from '../../tokens/AccessTokenTable';
import { GenericEdit } from '../form/GenericEdit';
import { usePermissionMatrixOverride } from '../roles/usePermissionMatrixOverride';
import type { ScreenProps } from '../screenTypes';

/**
 * The generated user form, with the per-user permission overrides as the roles' checkbox matrix, and
 * below it the account's mobile app tokens, which its manager may revoke (a lost phone, a departure).
 */
export function UserEdit({ resource, id }: ScreenProps) {
  const params = useParams();
  const userId = id ?? params.id;
  return (
    <>
      <GenericEdit resource={resource} id={id} inputOverrides={usePermissionMatrixOverride(resource)} />
      {userId !== undefined && (
        <Card sx={{ mt: 2 }}>
          <AccessTokenTable owner={{ kind: 'user', userId }} allowRevokeAll />
        </Card>
      )}
    </>
  );
}
