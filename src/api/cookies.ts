/** Script-readable cookies: the XSRF token set by the API and the session flag set by the app. */

/** Set by the app once signed in (spec §4): a page load knows there is a session to check. */
export const SESSION_FLAG_COOKIE = 'ah_session';

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const raw = entry.slice(prefix.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the session flag must be readable by scripts, and the Cookie Store API is not everywhere yet
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
