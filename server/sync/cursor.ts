/**
 * The opaque cursor of `GET /api/sync`: where the phone's copy stands, and where a sync that spans several
 * pages has got to. Transaction ids are xid8 values, carried as decimal strings (they exceed 2^53).
 */
import { createHash } from 'node:crypto';
import { isRecord } from '../../shared/narrow';
import type { AreaSet } from '../areas/levels';

/** Bumped when the shape of what a sync sends changes: older cursors start over. */
const FORMAT = 1;
const XID = /^\d{1,20}$/;

export interface SyncCursor {
  /** Changes written by this transaction or a later one are sent; '0' for a first sync (everything live). */
  since: string;
  /** The round in progress: the `since` of the next round (the oldest running transaction at its start). */
  upto: string | null;
  /** The step (resource) the round has reached, and the last id sent in it. */
  step: number;
  after: number;
  /** A fingerprint of the areas the copy was made for: other areas need a fresh copy. */
  scope: string;
}

interface Encoded {
  v: number;
  s: string;
  u: string | null;
  k: number;
  a: number;
  h: string;
}

export const encodeCursor = (cursor: SyncCursor): string =>
  Buffer.from(
    JSON.stringify({
      v: FORMAT,
      s: cursor.since,
      u: cursor.upto,
      k: cursor.step,
      a: cursor.after,
      h: cursor.scope,
    } satisfies Encoded),
  ).toString('base64url');

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

const isEncoded = (value: unknown): value is Encoded => {
  if (!isRecord(value)) return false;
  const v = value;
  return (
    typeof v.v === 'number' &&
    typeof v.s === 'string' &&
    XID.test(v.s) &&
    (v.u === null || (typeof v.u === 'string' && XID.test(v.u))) &&
    isCount(v.k) &&
    isCount(v.a) &&
    typeof v.h === 'string'
  );
};

/**
 * The cursor a phone sent: `undefined` when it cannot be read (not one of ours), `null` when it was made
 * by an older format (the phone starts over).
 */
export function decodeCursor(text: string): SyncCursor | null | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isEncoded(value)) return undefined;
  if (value.v !== FORMAT) return null;
  return { since: value.s, upto: value.u, step: value.k, after: value.a, scope: value.h };
}

/** The fingerprint of a set of areas (order-insensitive); national is the empty set. */
export function scopeOf(areas: AreaSet): string {
  const parts = Object.entries(areas)
    .filter(([, ids]) => ids.length)
    .map(([level, ids]) => `${level}:${[...ids].sort((a, b) => a - b).join(',')}`)
    .sort();
  return createHash('sha256').update(parts.join(';')).digest('base64url').slice(0, 12);
}

/** The start of a round that sends everything live: a first sync, or a copy that must be rebuilt. */
export const fullRound = (scope: string): SyncCursor => ({
  since: '0',
  upto: null,
  step: 0,
  after: 0,
  scope,
});
