import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { type Identifier, useCanAccess, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceByName } from '../../../resources';
import { raName } from '../raName';
import { representRecord } from '../representation';

const users = resourceByName('users')!;
const USERS = raName(users);
/** A role is held by a few dozen people at most; beyond this the user list's filter is the way. */
const SHOWN = { page: 1, perPage: 100 };

/** The users holding a role, read-only, each linked to its screen; hidden from who may not list users. */
export function RoleUsers({ roleId }: { roleId: Identifier | undefined }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: USERS, action: 'list' });
  const { data = [], total } = useGetList(
    USERS,
    { pagination: SHOWN, sort: { field: 'nom', order: 'ASC' }, filter: { role_ids: roleId } },
    { enabled: canAccess === true && roleId !== undefined },
  );
  if (canAccess !== true || roleId === undefined) return null;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('resources.roles.fields.users')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.roles.fields.users')} ({total ?? data.length})
        </Typography>
        {data.length === 0 && (
          <Typography color="text.secondary">{translate('ra.navigation.no_results')}</Typography>
        )}
        <Stack direction="row" flexWrap="wrap" gap={1}>
          {data.map((user) => (
            <Chip
              key={user.id}
              label={
                <Link component={RouterLink} to={createPath({ resource: USERS, type: 'edit', id: user.id })}>
                  {representRecord(users, user)}
                </Link>
              }
              variant={user.status === 'active' ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
