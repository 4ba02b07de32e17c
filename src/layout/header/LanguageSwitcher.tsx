import Translate from '@mui/icons-material/Translate';
import { MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import languages from '../../../i18n/languages';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../../i18n/locales';
import { TopBarMenu } from './TopBarMenu';
import { saveLocaleAfterSwitch, useLocaleSave } from './useLocaleSave';

/** Spec §2: fr / en / ar, each under its own name; a signed-in user's choice is saved on the server too. */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const [chosen, setLocale] = useLocaleState();
  useLocaleSave();
  const current = isLocale(chosen) ? chosen : DEFAULT_LOCALE;

  const choose = (locale: Locale) => {
    if (locale === current) return;
    saveLocaleAfterSwitch(locale);
    setLocale(locale);
  };
  return (
    <TopBarMenu label={translate('app.menu.language')} icon={<Translate />}>
      {(close) =>
        LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            selected={locale === current}
            onClick={() => {
              close();
              choose(locale);
            }}
            lang={locale}
          >
            {languages[locale]}
          </MenuItem>
        ))
      }
    </TopBarMenu>
  );
}
