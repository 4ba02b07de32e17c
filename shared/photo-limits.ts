/** What a registration's photos may be: shared by the API, which enforces it, and the show screen. */
import type { REGISTRATION_STATUSES } from '../resources/registrations';

export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const MAX_PHOTOS = 3;
export const MAX_PHOTO_MEGABYTES = 10;
/** A phone camera's picture is 12–50 MP; a 50 MP RGBA bitmap is 200 MB while it is scaled down. */
export const MAX_PHOTO_MEGAPIXELS = 50;
/** The statuses in which the author may still change a registration's photos. */
export const AUTHOR_PHOTO_STATUSES: readonly (typeof REGISTRATION_STATUSES)[number][] = [
  'waiting',
  'returned',
];
