import Translate from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import languages from '../../../i18n/languages';
import { LOCALES, type Locale } from '../../../i18n/locales';

/** The header's language menu (fr / en / ar, each in its own name), drawn by LanguageSwitcher. */
export function LanguageMenu(props: { label: string; current: Locale; onChoose: (locale: Locale) => void }) {
  const { label, current, onChoose } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (locale: Locale) => {
    setAnchor(null);
    if (locale !== current) onChoose(locale);
  };
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
        {LOCALES.map((locale) => (
          <MenuItem key={locale} selected={locale === current} onClick={() => choose(locale)} lang={locale}>
            {languages[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
