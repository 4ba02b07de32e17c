import { TextInput, useTranslate } from 'react-admin';
import { AccountForm } from '../AccountForm';
import { validateEmail } from '../credentials';
import { FormMessage } from '../FormMessage';
import { SubmitButton } from '../SubmitButton';
import { useServerSubmit } from '../useServerSubmit';
import { sendResetCode } from './resetApi';

/** Step 1: the account's email; the server answers the same whether or not it exists. */
export function EmailStep({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const translate = useTranslate();
  const { submit, busy } = useServerSubmit(
    async (values: { email?: string }) => {
      const address = (values.email ?? '').trim();
      await sendResetCode(address);
      onSent(address);
    },
    ['email'],
  );
  return (
    <AccountForm onSubmit={submit} defaultValues={{ email }}>
      <p>{translate('auth.reset.enterEmail')}</p>
      <FormMessage />
      <TextInput
        source="email"
        type="email"
        label="auth.reset.email"
        autoComplete="email"
        autoFocus
        validate={validateEmail}
        fullWidth
      />
      <SubmitButton label={translate('auth.reset.sendCode')} busy={busy} />
    </AccountForm>
  );
}
