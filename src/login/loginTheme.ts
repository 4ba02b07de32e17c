import { createTheme, darken } from '@mui/material/styles';
import { onLight } from '../providers/accessiblePalette';
import { PRIMARY_COLOR } from '../providers/brand';
import type { Direction } from '../providers/theme';

const readable = (colour: string) => {
  const main = onLight(colour);
  return { main, dark: darken(main, 0.2), contrastText: '#fff' };
};

/** The app theme's colours and focus ring (providers/theme.ts), for the sign-in page drawn without react-admin. */
export function loginTheme(direction: Direction) {
  const primary = readable(PRIMARY_COLOR);
  return createTheme({
    direction,
    palette: { contrastThreshold: 4.5, primary, secondary: readable('#2196f3'), error: readable('#d32f2f') },
    typography: { fontSize: 14 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          '*:focus-visible:not(input):not(textarea)': {
            outline: `2px solid ${primary.main}`,
            outlineOffset: 2,
          },
        },
      },
    },
  });
}
