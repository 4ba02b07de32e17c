import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { AccountForm } from '../AccountForm';
import { FormMessage } from '../FormMessage';
import { SubmitButton } from '../SubmitButton';
import { useServerSubmit } from '../useServerSubmit';
import { sendResetCode, verifyResetCode } from './resetApi';

const SIX_DIGITS = /^\d{6}$/;

export function validateCode(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.trim() : '';
  if (!code) return 'auth.reset.codeRequired';
  return SIX_DIGITS.test(code) ? undefined : 'auth.reset.codeFormat';
}

interface CodeStepProps {
  email: string;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code sent by mail, checked by the server before the new password is asked. */
export function CodeStep({ email, onVerified, onChangeEmail }: CodeStepProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const verify = useServerSubmit(
    async (values: { code?: string }) => {
      const code = (values.code ?? '').trim();
      await verifyResetCode(email, code);
      onVerified(code);
    },
    ['code'],
  );
  const [resending, setResending] = useState(false);
  const resend = () => {
    setResending(true);
    sendResetCode(email, { loud: true })
      .then(() => notify('auth.reset.codeResent', { type: 'info' }))
      .catch(() => undefined)
      .finally(() => setResending(false));
  };

  return (
    <AccountForm onSubmit={verify.submit}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('auth.reset.codeSentTo', { email })}
      </Alert>
      <FormMessage />
      <TextInput
        source="code"
        label="auth.reset.code"
        autoComplete="one-time-code"
        autoFocus
        validate={validateCode}
        helperText="auth.reset.enterCode"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        fullWidth
      />
      <SubmitButton label={translate('auth.reset.verify')} busy={verify.busy} />
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
        <Button size="small" onClick={onChangeEmail}>
          {translate('auth.reset.changeEmail')}
        </Button>
        <Button size="small" disabled={resending} onClick={resend}>
          {translate('auth.reset.resendCode')}
        </Button>
      </Stack>
    </AccountForm>
  );
}
