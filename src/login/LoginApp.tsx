import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, useState } from 'react';
import { isRtl, type Locale } from '../../i18n/locales';
import { emotionCacheFor } from '../providers/directionCache';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';
import { rememberLocale } from './loginLocale';
import { loginTheme } from './loginTheme';

/** The sign-in page with its theme and direction; a change of language is kept for the app too. */
export function LoginApp({ initial, go }: { initial: Locale; go?: LoginScreenProps['go'] }) {
  const [locale, setLocale] = useState(initial);
  const direction = isRtl(locale) ? 'rtl' : 'ltr';
  const theme = useMemo(() => loginTheme(direction), [direction]);
  const choose = (next: Locale) => {
    rememberLocale(next);
    setLocale(next);
  };
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LoginScreen locale={locale} onLocale={choose} go={go} />
      </ThemeProvider>
    </CacheProvider>
  );
}
