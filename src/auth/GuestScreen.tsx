import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import { Button, CardContent, Stack, Typography } from '@mui/material';
import { AuthLayout, useLogout, useTranslate } from 'react-admin';
import { AuthHeading } from './AuthHeading';
import { OpenPage } from './OpenPage';

/** Spec §1: a signed-in user outside the back-office roles: the account works, the mobile app is the way in. */
export function GuestScreen() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <AuthLayout>
      <OpenPage>
        <CardContent sx={{ width: { xs: 'auto', sm: 420 } }}>
          <AuthHeading title={translate('app.guest.title')} />
          <Stack alignItems="center" spacing={2} sx={{ mt: 2 }}>
            <PhoneAndroid color="primary" sx={{ fontSize: 56 }} />
            <Typography align="center">{translate('app.guest.active')}</Typography>
            <Typography align="center">{translate('app.guest.download')}</Typography>
            <Button variant="contained" onClick={() => logout()}>
              {translate('app.guest.logout')}
            </Button>
          </Stack>
        </CardContent>
      </OpenPage>
    </AuthLayout>
  );
}
