import { Box, CardContent, Link } from '@mui/material';
import { PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AccountForm } from './AccountForm';
import { AuthHeading } from './AuthHeading';
import { validateIdentifier, validatePassword } from './credentials';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';
import { redirectTargetOf } from './safeRedirect';
import { useServerSubmit } from './useServerSubmit';

interface Credentials {
  email?: string;
  password?: string;
}

/** Email or username and password; on success, on to the `?redirect=` path of this site, else home. */
export function LoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const { search } = useLocation();
  const { submit, busy } = useServerSubmit(
    (values: Credentials) =>
      login(
        { username: (values.email ?? '').trim(), password: values.password ?? '' },
        redirectTargetOf(search),
      ),
    ['email', 'password'],
  );

  return (
    <AccountForm onSubmit={submit}>
      <CardContent sx={{ width: { xs: 'auto', sm: 360 } }}>
        <AuthHeading title={translate('auth.title')} />
        <FormMessage />
        <TextInput
          source="email"
          label="auth.identifier"
          autoComplete="username"
          autoFocus
          validate={validateIdentifier}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="auth.password"
          autoComplete="current-password"
          validate={validatePassword}
          fullWidth
        />
        <SubmitButton label={translate('auth.signIn')} busy={busy} />
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/reset-password">
            {translate('auth.forgotPassword')}
          </Link>
        </Box>
      </CardContent>
    </AccountForm>
  );
}
