/** An uploaded avatar is kept as a data URL in the user's `avatar`: small images only. */
export const MAX_AVATAR_BYTES = 200 * 1024;

export class AvatarRejected extends Error {}

export function readAvatarFile(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) return Promise.reject(new AvatarRejected('profile.avatarNotImage'));
  if (file.size > MAX_AVATAR_BYTES) return Promise.reject(new AvatarRejected('profile.avatarTooLarge'));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

// Pictures from other sites are blocked by the Content-Security-Policy (img-src 'self'): paths of this site only.
const LINK = /^\/[^/\\\s]\S*$/;

/** A picture of this site (its path), or an uploaded image; empty means no avatar. */
export function validateAvatar(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text.startsWith('data:image/') || LINK.test(text)) return undefined;
  return 'profile.avatarInvalid';
}
