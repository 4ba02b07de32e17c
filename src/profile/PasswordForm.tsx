import { CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { AccountForm } from '../auth/AccountForm';
import { matches, validatePassword } from '../auth/credentials';
import { FormMessage } from '../auth/FormMessage';
import { useServerSubmit } from '../auth/useServerSubmit';
import { changePassword, type PasswordValues } from './profileApi';

const confirmsPassword = matches('password');
const requiredCurrent = (value: unknown) => (value ? undefined : 'auth.passwordRequired');

/** Current password, then the new one twice; this session stays signed in, the others end. */
export function PasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key empties the form after a change.
  const [generation, setGeneration] = useState(0);
  const { submit } = useServerSubmit(
    async (values: PasswordValues) => {
      await changePassword(values);
      notify('profile.passwordChanged', { type: 'success' });
      setGeneration((n) => n + 1);
    },
    ['current_password', 'password', 'password_confirmation'],
  );
  return (
    <AccountForm key={generation} onSubmit={submit}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('profile.changePassword')}
        </Typography>
        <FormMessage />
        <PasswordInput
          source="current_password"
          label="profile.currentPassword"
          autoComplete="current-password"
          validate={requiredCurrent}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="profile.newPassword"
          autoComplete="new-password"
          validate={validatePassword}
          fullWidth
        />
        <PasswordInput
          source="password_confirmation"
          label="profile.confirmPassword"
          autoComplete="new-password"
          validate={confirmsPassword}
          fullWidth
        />
        <SaveButton alwaysEnable label="profile.changePassword" />
      </CardContent>
    </AccountForm>
  );
}
