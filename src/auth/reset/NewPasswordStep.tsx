import { PasswordInput, useTranslate } from 'react-admin';
import { AccountForm } from '../AccountForm';
import { matches, validatePassword } from '../credentials';
import { FormMessage } from '../FormMessage';
import { SubmitButton } from '../SubmitButton';
import { useServerSubmit } from '../useServerSubmit';
import { resetPassword } from './resetApi';

interface NewPassword {
  password?: string;
  password_confirmation?: string;
}

const confirmsPassword = matches('password');

/** Step 3: the new password, twice; the verified code goes with it (the server checks it again). */
export function NewPasswordStep({
  email,
  code,
  onDone,
}: {
  email: string;
  code: string;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const { submit, busy } = useServerSubmit(
    async (values: NewPassword) => {
      await resetPassword(email, code, values.password ?? '', values.password_confirmation ?? '');
      onDone();
    },
    ['password', 'password_confirmation'],
  );
  return (
    <AccountForm onSubmit={submit}>
      <FormMessage />
      <PasswordInput
        source="password"
        label="auth.reset.newPassword"
        autoComplete="new-password"
        autoFocus
        validate={validatePassword}
        fullWidth
      />
      <PasswordInput
        source="password_confirmation"
        label="auth.reset.confirmPassword"
        autoComplete="new-password"
        validate={confirmsPassword}
        fullWidth
      />
      <SubmitButton label={translate('auth.reset.submit')} busy={busy} />
    </AccountForm>
  );
}
