/** The MUI theme handed to <Admin>: react-admin's light theme, the chosen colour and size, and the text direction. */
import { darken, type Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { onDark, onLight } from './accessiblePalette';
import { PRIMARY_COLOR } from './brand';
import { translate } from './catalogues';
import { labelledCheckbox } from './labelledCheckbox';

export { PRIMARY_COLOR } from './brand';
/** Spec §9. */
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_CLOSED_WIDTH = 56;
/** Spec §9: the layout is mobile below this width. */
export const MOBILE_BREAKPOINT = 992;
/** The dark sidebar's surface under the current page's entry (see layout/sidebar/sidebarStyle.ts). */
export const SIDEBAR_SELECTED_BACKGROUND = '#1a2327';

export type Direction = 'ltr' | 'rtl';
export type ThemeSize = 'small' | 'medium' | 'large';

/** Text and spacing scale of the three interface sizes. */
const SIZES: Record<ThemeSize, { fontSize: number; spacing: number }> = {
  small: { fontSize: 13, spacing: 7 },
  medium: { fontSize: 14, spacing: 8 },
  large: { fontSize: 15, spacing: 9 },
};

/** MUI's status colours (and react-admin's secondary blue), made readable as text on the light surfaces. */
const STATUS_COLOURS = {
  secondary: '#2196f3',
  error: '#d32f2f',
  warning: '#ed6c02',
  info: '#0288d1',
  success: '#2e7d32',
} as const;

const readable = (colour: string) => {
  const main = onLight(colour);
  return { main, dark: darken(main, 0.2), contrastText: '#fff' };
};

export function createAppTheme(
  direction: Direction,
  primary: string = PRIMARY_COLOR,
  size: ThemeSize = 'medium',
  /** The language of the words MUI components carry themselves (spinner names, Autocomplete buttons). */
  locale: Locale = DEFAULT_LOCALE,
): RaThemeOptions {
  const words = (key: string) => translate(locale, key);
  const primaryPalette = { ...readable(primary), light: onDark(primary, SIDEBAR_SELECTED_BACKGROUND) };
  return {
    ...defaultTheme,
    direction,
    palette: {
      ...defaultTheme.palette,
      contrastThreshold: 4.5,
      primary: primaryPalette,
      ...Object.fromEntries(Object.entries(STATUS_COLOURS).map(([name, colour]) => [name, readable(colour)])),
    },
    typography: { ...defaultTheme.typography, fontSize: SIZES[size].fontSize },
    spacing: SIZES[size].spacing,
    // MUI's md is where react-admin and the shell switch to the phone layout.
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      ...defaultTheme.components,
      MuiCssBaseline: {
        styleOverrides: {
          // A focus ring on every control reached by keyboard (text fields keep their own underline).
          '*:focus-visible:not(input):not(textarea)': {
            outline: `2px solid ${primaryPalette.main}`,
            outlineOffset: 2,
          },
          // Every Leaflet map's links (attribution) are told apart from the text around them by more than colour.
          '.leaflet-container .leaflet-control-attribution a': { textDecoration: 'underline' },
        },
      },
      // react-admin paints the empty list's message in the disabled grey: below AA contrast.
      RaEmpty: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaEmpty-message': { color: theme.palette.text.secondary },
          }),
        },
      },
      // The bulk actions bar, folded to no height while nothing is selected, kept its buttons in the tab order
      // and over the column headers (axe target-size on the sorted column's button): folded is hidden.
      RaBulkActionsToolbar: {
        styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
      },
      MuiCheckbox: { defaultProps: labelledCheckbox },
      // Still placeholders: a pulsing one repaints the page every frame while it loads, which kept a phone's
      // main thread busy and the page visually unfinished (issue 13: Lighthouse total blocking time and speed
      // index on a cold dashboard).
      MuiSkeleton: { defaultProps: { animation: false } },
      MuiLinearProgress: { defaultProps: { 'aria-label': words('ra.page.loading') } },
      MuiCircularProgress: { defaultProps: { 'aria-label': words('ra.page.loading') } },
      // MUI's own English defaults ("Open", "No options"), in the interface language everywhere.
      MuiAutocomplete: {
        defaultProps: {
          openText: words('ra.action.open'),
          closeText: words('ra.action.close'),
          clearText: words('ra.action.clear_input_value'),
          loadingText: words('ra.page.loading'),
          noOptionsText: words('ra.navigation.no_results'),
        },
      },
    },
  };
}
