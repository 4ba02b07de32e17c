/**
 * How the map marks an ongoing outbreak: a dark purple triangle with an exclamation mark and a white edge.
 * Its shape tells it apart from the registrations' dots and clusters (circles) and from the areas' fills,
 * not its colour alone; the white edge keeps it readable on satellite tiles. The same drawing in the legend.
 */
const TRIANGLE = 'M12 2.5 22.5 20.5H1.5Z';
const MARK = 'M12 9v5.5M12 17.4v.1';
export const OUTBREAK_COLOUR = '#5b1a8c';

/** The symbol as markup, for a Leaflet icon. */
export const outbreakSymbolMarkup = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">` +
  `<path d="${TRIANGLE}" fill="${OUTBREAK_COLOUR}" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/>` +
  `<path d="${MARK}" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/></svg>`;

/**
 * Several outbreaks close together: the same triangle, a little larger, with how many in place of the
 * exclamation mark (a number, not a colour, tells it from a single outbreak).
 */
export const outbreakGroupMarkup = (size: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">` +
  `<path d="${TRIANGLE}" fill="${OUTBREAK_COLOUR}" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>` +
  `<text x="12" y="18" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700" font-size="${label.length > 2 ? 6 : 7.5}">${label}</text></svg>`;

/** The symbol as an element, for the legend. */
export function OutbreakSymbol({ size, count }: { size: number; count?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path d={TRIANGLE} fill={OUTBREAK_COLOUR} stroke="#fff" strokeWidth={1.8} strokeLinejoin="round" />
      {count === undefined ? (
        <path d={MARK} stroke="#fff" strokeWidth={2.2} strokeLinecap="round" />
      ) : (
        <text
          x="12"
          y="18"
          textAnchor="middle"
          fill="#fff"
          fontFamily="sans-serif"
          fontWeight={700}
          fontSize={7.5}
        >
          {count}
        </text>
      )}
    </svg>
  );
}
