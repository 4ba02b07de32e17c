/**
 * Style for a screenshot of one part of a page: Playwright scrolls the part to the top of the window,
 * where the sticky header would cover its first line; map tiles still fading in would show as darker bands.
 */
export const PART_SCREENSHOT_STYLE =
  'header { visibility: hidden !important; } .leaflet-tile { opacity: 1 !important; }';
