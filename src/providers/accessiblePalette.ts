/**
 * WCAG 2.2 AA text contrast (4.5:1) for any theme colour a user picks: the colour is darkened just enough
 * to read on the light working area (and to carry white text), and lightened just enough to read on the
 * dark sidebar. The hue stays the user's choice.
 */
import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** AA for normal text, with a margin for the faint tints MUI lays under selected rows and hovered buttons. */
export const TEXT_CONTRAST = 4.5;
const MARGIN = 0.3;
const STEP = 0.04;

/** Paper, react-admin's page background and its form toolbar: the surfaces coloured text sits on. */
export const LIGHT_SURFACES = ['#ffffff', '#fafafb', '#e0e0e0'] as const;

const readsOn = (colour: string, surfaces: readonly string[], ratio: number) =>
  surfaces.every((surface) => getContrastRatio(colour, surface) >= ratio);

/** The colour, darkened in small steps until text of it reads on every light surface (and white on it). */
export function onLight(colour: string, ratio = TEXT_CONTRAST + MARGIN): string {
  let current = colour;
  for (let amount = STEP; !readsOn(current, LIGHT_SURFACES, ratio) && amount < 1; amount += STEP) {
    current = darken(colour, amount);
  }
  return current;
}

/** The colour, lightened in small steps until text of it reads on the given dark surface. */
export function onDark(colour: string, surface: string, ratio = TEXT_CONTRAST + MARGIN): string {
  let current = colour;
  for (let amount = STEP; getContrastRatio(current, surface) < ratio && amount < 1; amount += STEP) {
    current = lighten(colour, amount);
  }
  return current;
}
