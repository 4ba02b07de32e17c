import { createHash } from 'node:crypto';
import { imageTypeOf } from '../http/image-type';
import type { Translate } from '../http/locale';

export const MAX_AVATAR_BYTES = 200 * 1024;
const DATA_URL = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export interface AvatarImage {
  type: string;
  bytes: Buffer;
}

/** The picture inside a stored data URL, or null when the value is not one. */
export function avatarImage(value: string): AvatarImage | null {
  const [, type, base64] = DATA_URL.exec(value) ?? [];
  return type && base64 ? { type, bytes: Buffer.from(base64, 'base64') } : null;
}

/** Where an uploaded avatar is served; the version changes the URL when the picture may have changed. */
export const avatarUrl = (userId: number, version: string | number) =>
  `/api/users/${userId}/avatar?v=${version}`;

const SERVED = /^\/api\/users\/(\d+)\/avatar(\?v=[\w-]*)?$/;

/** The served URL of this user's own picture, sent back unchanged by a form: keep the stored picture. */
export const isOwnAvatarUrl = (value: unknown, userId: number) =>
  typeof value === 'string' && Number(SERVED.exec(value)?.[1]) === userId;

/** What an avatar may be: nothing, an uploaded PNG/JPEG/GIF/WebP up to 200 KB, or a picture of this site. */
export function avatarError(value: unknown, t: Translate): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return t('profile.avatarInvalid');
  if (value.startsWith('data:')) {
    const image = avatarImage(value);
    if (!image || imageTypeOf(image.bytes, [image.type]) !== image.type) return t('profile.avatarNotImage');
    if (image.bytes.length > MAX_AVATAR_BYTES) {
      return t('profile.avatarTooLarge', { size: Math.round(MAX_AVATAR_BYTES / 1024) });
    }
    return null;
  }
  // Pictures from other sites would be blocked by the Content-Security-Policy (img-src 'self').
  return /^\/[^/\\\s]\S*$/.test(value) ? null : t('profile.avatarInvalid');
}

export const avatarEtag = (image: AvatarImage) =>
  `"${createHash('sha256').update(image.bytes).digest('base64url').slice(0, 27)}"`;
