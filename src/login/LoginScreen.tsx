import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { validateIdentifier, validatePassword } from '../auth/credentials';
import { redirectTargetOf } from '../auth/safeRedirect';
import { LanguageMenu } from './LanguageMenu';
import { type LoginField, signIn } from './signIn';
import { loginText } from './strings';

export interface LoginScreenProps {
  locale: Locale;
  onLocale: (locale: Locale) => void;
  /** Where the browser goes once signed in (a full load of the app). */
  go?: (path: string) => void;
}

type Messages = Partial<Record<LoginField, string>>;

/**
 * The sign-in page as a visitor first loads it: the same card, fields, messages and language choice as
 * the app's, drawn with MUI alone so the page is usable before react-admin's code has arrived.
 */
export function LoginScreen({
  locale,
  onLocale,
  go = (path) => window.location.assign(path),
}: LoginScreenProps) {
  const t = (key: string) => loginText(locale, key);
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ fields: Messages; message: string | null }>({
    fields: {},
    message: null,
  });
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    document.title = `${t('auth.title')}${t('app.titleSuffix')}`;
  });

  // The rules of spec §5, once the user has tried to submit (then as they type), before the server's word.
  const local: Messages = submitted
    ? Object.fromEntries(
        Object.entries({
          email: validateIdentifier(values.email),
          password: validatePassword(values.password),
        }).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])),
      )
    : {};
  const messageOf = (field: LoginField) => local[field] ?? server.fields[field];

  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setServer((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };
  // What the two fields share: filled, required, bound to their value and to their message.
  const fieldProps = (field: LoginField) => ({
    name: field,
    required: true,
    fullWidth: true,
    variant: 'filled' as const,
    size: 'small' as const,
    margin: 'dense' as const,
    value: values[field],
    onChange: change(field),
    error: Boolean(messageOf(field)),
    helperText: messageOf(field) ?? ' ',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateIdentifier(values.email) || validatePassword(values.password)) return;
    setBusy(true);
    const result = await signIn(values.email, values.password, locale);
    if (result.ok) {
      go(redirectTargetOf(window.location.search));
      return;
    }
    setBusy(false);
    const hasFields = Object.keys(result.fields).length > 0;
    setServer({
      fields: result.fields,
      message: hasFields ? null : (result.message ?? t('auth.genericError')),
    });
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
        </Box>
        <Box component="main" sx={{ position: 'relative' }}>
          <Box sx={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}>
            <LanguageMenu label={t('app.menu.language')} current={locale} onChoose={onLocale} />
          </Box>
          <form noValidate onSubmit={submit}>
            <CardContent sx={{ width: { xs: 'auto', sm: 360 } }}>
              <Typography variant="overline" component="p" align="center" color="text.secondary">
                {t('app.name')}
              </Typography>
              <Typography variant="h5" component="h1" align="center" gutterBottom>
                {t('auth.title')}
              </Typography>
              {server.message && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {server.message}
                </Alert>
              )}
              <TextField
                {...fieldProps('email')}
                label={t('auth.identifier')}
                autoComplete="username"
                autoFocus
              />
              <TextField
                {...fieldProps('password')}
                type={shown ? 'text' : 'password'}
                label={t('auth.password')}
                autoComplete="current-password"
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}
                          onClick={() => setShown((value) => !value)}
                        >
                          {shown ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button
                type="submit"
                variant="contained"
                fullWidth
                disabled={busy}
                aria-label={t('auth.signIn')}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ mt: 1 }}
              >
                {t('auth.signIn')}
              </Button>
              <Box sx={{ mt: 2, textAlign: 'center' }}>
                <Link href="/reset-password">{t('auth.forgotPassword')}</Link>
              </Box>
            </CardContent>
          </form>
        </Box>
      </Card>
    </Box>
  );
}
