import { Card, Grid, LinearProgress } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AccessTokenTable } from '../tokens/AccessTokenTable';
import { ActiveRoleSwitch } from './ActiveRoleSwitch';
import { MyAreasCard } from './MyAreasCard';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { useProfileUser } from './useProfileUser';

const SELF = { kind: 'self' } as const;

/** /profile (hidden route, no permission needed): one's own account, areas, password, active role and the mobile app's tokens. */
export function ProfilePage() {
  const translate = useTranslate();
  const { data: user } = useProfileUser();
  return (
    <>
      <Title title={translate('routes.profile')} />
      {!user ? (
        <LinearProgress />
      ) : (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card>
              <ProfileForm user={user} />
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} container direction="column" spacing={2}>
            {user.roles.length > 1 && (
              <Card>
                <ActiveRoleSwitch user={user} />
              </Card>
            )}
            <Card>
              <MyAreasCard user={user} />
            </Card>
            <Card>
              <PasswordForm />
            </Card>
          </Grid>
          <Grid size={12}>
            <Card>
              <AccessTokenTable owner={SELF} />
            </Card>
          </Grid>
        </Grid>
      )}
    </>
  );
}
