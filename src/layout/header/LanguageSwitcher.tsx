import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales';
import { LanguageMenu } from './LanguageMenu';
import { saveLocaleAfterSwitch, useLocaleSave } from './useLocaleSave';

/** Spec §2: fr / en / ar, each under its own name; a signed-in user's choice is saved on the server too. */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const [current, setLocale] = useLocaleState();
  useLocaleSave();

  const choose = (locale: Locale) => {
    saveLocaleAfterSwitch(locale);
    setLocale(locale);
  };
  return (
    <LanguageMenu
      label={translate('app.menu.language')}
      current={isLocale(current) ? current : DEFAULT_LOCALE}
      onChoose={choose}
    />
  );
}
