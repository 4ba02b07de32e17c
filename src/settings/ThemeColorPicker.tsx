import Check from '@mui/icons-material/Check';
import { Box, ButtonBase } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { THEME_PRESETS } from './themePresets';
import { usePreference } from './usePreference';

/** Ten swatches; a click applies the colour at once (spec §8: 'Theme has been changed!'). */
export function ThemeColorPicker() {
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setColour] = usePreference('themeColor');
  const choose = (colour: string) => {
    if (colour === current) return;
    setColour(colour);
    notify('auth.themeChanged', { type: 'success' });
  };
  return (
    <Box
      role="radiogroup"
      aria-label={translate('app.settings.themeColor')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {THEME_PRESETS.map((colour) => {
        const selected = colour.toLowerCase() === current.toLowerCase();
        return (
          <ButtonBase
            key={colour}
            role="radio"
            aria-checked={selected}
            aria-label={colour}
            title={colour}
            onClick={() => choose(colour)}
            sx={{
              width: 28,
              height: 28,
              borderRadius: 1,
              bgcolor: colour,
              color: '#fff',
              outline: selected ? 2 : 0,
              outlineColor: 'text.primary',
              outlineOffset: 2,
            }}
          >
            {selected && <Check fontSize="small" />}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
