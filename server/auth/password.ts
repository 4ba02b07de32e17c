import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1, i.e. 128 MiB per hash. */
export const DEFAULT_COST_LOG2 = 17;
const KEY_LENGTH = 32;
// scrypt needs 128·N·r bytes; room for hashes up to N=2^20 stored by a future, costlier setting.
const MAX_MEMORY = 1024 * 1024 * 1024 + 64 * 1024 * 1024;

/**
 * The cost new hashes get. PASSWORD_HASH_COST (log2 of N) exists for test suites, which sign in hundreds
 * of times (as Laravel's BCRYPT_ROUNDS); production keeps the default.
 */
export function passwordParams(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const raw = Number(env.PASSWORD_HASH_COST || DEFAULT_COST_LOG2);
  const log2 = Number.isInteger(raw) && raw >= 10 && raw <= 20 ? raw : DEFAULT_COST_LOG2;
  return { N: 2 ** log2, r: 8, p: 1 };
}

const derive = (plain: string, salt: Buffer, length: number, params: ScryptParams) =>
  scrypt(plain.normalize('NFKC'), salt, length, { ...params, maxmem: MAX_MEMORY });

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(plain: string, params = passwordParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

function parse(stored: string | null | undefined) {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt = '', key = ''] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) {
    // Spend the same time as a real check so a missing account cannot be told apart by timing.
    await hashPassword(plain);
    return false;
  }
  const actual = await derive(plain, hash.salt, hash.key.length, hash.params);
  return timingSafeEqual(actual, hash.key);
}

/** Whether a stored hash was made with other parameters than today's (then it is redone at sign-in). */
export function needsRehash(stored: string | null | undefined, params = passwordParams()): boolean {
  const hash = parse(stored);
  return !hash || hash.params.N !== params.N || hash.params.r !== params.r || hash.params.p !== params.p;
}
