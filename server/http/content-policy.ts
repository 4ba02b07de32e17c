import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the built browser app needs allowed beyond its own origin, read from its index.html. */
export interface ClientPolicy {
  /** CSP hashes of index.html's inline scripts (the language/direction script). */
  scriptHashes: string[];
  /** Map tile origins (VITE_TILE_*), written into index.html at build time. */
  imgOrigins: string[];
  /** An API served elsewhere (VITE_API_URL). */
  connectOrigins: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const metaList = (html: string, name: string) =>
  (new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '').split(' ').filter(Boolean);

export function clientPolicyOf(html: string): ClientPolicy {
  return {
    scriptHashes: [...html.matchAll(INLINE_SCRIPT)].map(
      ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    ),
    imgOrigins: metaList(html, 'csp-img-src'),
    connectOrigins: metaList(html, 'csp-connect-src'),
  };
}

export function readClientPolicy(clientDir: string | undefined): ClientPolicy {
  const index = clientDir ? join(clientDir, 'index.html') : null;
  if (!index || !existsSync(index)) return { scriptHashes: [], imgOrigins: [], connectOrigins: [] };
  return clientPolicyOf(readFileSync(index, 'utf8'));
}

/**
 * Scripts only from the app's origin and index.html's own inline script (by hash); styles from the app and
 * inline (emotion writes its styles into <style> elements at run time); images also from the map's tile
 * servers; nothing framed, no plugins, no base or form hijacking.
 */
export const contentSecurityDirectives = (policy: ClientPolicy) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...policy.scriptHashes],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', ...policy.imgOrigins],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...policy.connectOrigins],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});
