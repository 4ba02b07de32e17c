/** The MUI theme handed to <Admin>: react-admin's light theme, the product colour, and the text direction. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const PRIMARY_COLOR = '#3c8726';
/** Spec §9. */
export const SIDEBAR_WIDTH = 210;

export type Direction = 'ltr' | 'rtl';

export function createAppTheme(direction: Direction, primary: string = PRIMARY_COLOR): RaThemeOptions {
  return {
    ...defaultTheme,
    direction,
    palette: { ...defaultTheme.palette, primary: { main: primary } },
    sidebar: { ...defaultTheme.sidebar, width: SIDEBAR_WIDTH },
  };
}
