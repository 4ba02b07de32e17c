/**
 * The map's default tile servers, shared by the browser (which loads them) and the build (which tells the
 * server's Content-Security-Policy where map images may come from).
 */
export const DEFAULT_TILE_URLS = {
  street: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  satellite: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
} as const;

/** The origin a tile URL template loads from; a `{s}` subdomain becomes a `*.` wildcard. */
export function tileOrigin(template: string): string | null {
  const wildcard = template.replace(/\{s\}\./, 'wildcard-subdomain.');
  try {
    const origin = new URL(wildcard.replace(/\{[a-z]+\}/g, '0')).origin;
    return origin === 'null' ? null : origin.replace('wildcard-subdomain.', '*.');
  } catch {
    return null;
  }
}
