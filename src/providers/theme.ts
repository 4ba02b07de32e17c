/** The MUI theme handed to <Admin>: react-admin's light theme, the chosen colour and size, and the text direction. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const PRIMARY_COLOR = '#3c8726';
/** Spec §9. */
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_CLOSED_WIDTH = 56;
/** Spec §9: the layout is mobile below this width. */
export const MOBILE_BREAKPOINT = 992;

export type Direction = 'ltr' | 'rtl';
export type ThemeSize = 'small' | 'medium' | 'large';

/** Text and spacing scale of the three interface sizes. */
const SIZES: Record<ThemeSize, { fontSize: number; spacing: number }> = {
  small: { fontSize: 13, spacing: 7 },
  medium: { fontSize: 14, spacing: 8 },
  large: { fontSize: 15, spacing: 9 },
};

export function createAppTheme(
  direction: Direction,
  primary: string = PRIMARY_COLOR,
  size: ThemeSize = 'medium',
): RaThemeOptions {
  return {
    ...defaultTheme,
    direction,
    palette: { ...defaultTheme.palette, primary: { main: primary } },
    typography: { ...defaultTheme.typography, fontSize: SIZES[size].fontSize },
    spacing: SIZES[size].spacing,
    // MUI's md is where react-admin and the shell switch to the phone layout.
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  };
}
