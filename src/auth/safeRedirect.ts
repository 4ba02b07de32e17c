/** Where to go after signing in: only a path of this site, never another origin (no open redirect). */
const HOME = '/';
/** Pages that would only send the user straight back here. */
const LOOPS = new Set(['/login', '/auth-redirect']);

export function safeRedirect(raw: string | null | undefined, origin = window.location.origin): string {
  // '//host' and '/\host' are protocol-relative to browsers; the URL check below catches them too.
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin || LOOPS.has(url.pathname)) return HOME;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return HOME;
  }
}

/** The `?redirect=` of a query string, made safe. */
export const redirectTargetOf = (search: string): string =>
  safeRedirect(new URLSearchParams(search).get('redirect'));
