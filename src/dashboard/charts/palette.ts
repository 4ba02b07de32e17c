/** Distinct, colour-blind-friendly colours (Okabe–Ito, then Tableau). */
const COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#D55E00',
  '#CC79A7',
  '#56B4E9',
  '#F0E442',
  '#000000',
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#FF9DA7',
  '#9C755F',
  '#BAB0AC',
];

/** A colour per record id, so a species or disease keeps its colour whatever the selection. */
export const colourFor = (id: number): string => COLOURS[Math.abs(id - 1) % COLOURS.length] ?? '#0072B2';
