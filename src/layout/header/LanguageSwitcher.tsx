import Translate from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { saveLocaleAfterSwitch, useLocaleSave } from './useLocaleSave';

/** Spec §2: fr / en / ar, each under its own name; a signed-in user's choice is saved on the server too. */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const locales = useLocales();
  const [current, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLocaleSave();

  const choose = (locale: string) => {
    setAnchor(null);
    if (locale === current) return;
    saveLocaleAfterSwitch(locale);
    setLocale(locale);
  };

  const label = translate('app.menu.language');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map(({ locale, name }) => (
          <MenuItem key={locale} selected={locale === current} onClick={() => choose(locale)} lang={locale}>
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
