import { percentile } from './stats';

/** The dashboard's search box asks for this many matches, newest first (src/dashboard/api.ts). */
const SEARCH_ROWS = 8;
/** Nothing is asked under this many characters (src/dashboard/useRefSearch.ts). */
const FIRST_LENGTH = 2;

const searchPath = (needle: string) =>
  `/api/registrations?${new URLSearchParams({
    filter: JSON.stringify({ q: needle }),
    sort: JSON.stringify(['created_at', 'DESC']),
    range: JSON.stringify([0, SEARCH_ROWS - 1]),
  })}`;

/**
 * The dashboard's reference search typed one character at a time, one user: each reference's every
 * prefix from FIRST_LENGTH characters on, asked once and in order as the box asks them (a slow typist's
 * worst case: the box's debounce lets every keystroke through), after one untimed search. Per prefix
 * length, the median and the slowest answer over the references.
 */
export async function typeReferences(url: string, cookie: string, refs: string[]) {
  // One untimed search first: a fresh server's first one pays its connection's and code's warm-up
  // (110–130 ms for the first keystroke at 1M, 7 ms for the same needle afterwards).
  const warmUp = await fetch(`${url}${searchPath('zz')}`, { headers: { cookie } });
  await warmUp.text();
  const byLength = new Map<number, number[]>();
  for (const ref of refs) {
    for (let length = FIRST_LENGTH; length <= ref.length; length++) {
      const started = performance.now();
      const response = await fetch(`${url}${searchPath(ref.slice(0, length))}`, { headers: { cookie } });
      const body = await response.text();
      if (response.status !== 200)
        throw new Error(`search ${ref.slice(0, length)}: ${response.status} ${body}`);
      byLength.set(length, [...(byLength.get(length) ?? []), performance.now() - started]);
    }
  }
  const lengths = [...byLength].map(([length, times]) => {
    const sorted = times.sort((a, b) => a - b);
    return { length, p50Ms: Math.round(percentile(sorted, 50)), maxMs: Math.round(percentile(sorted, 100)) };
  });
  const all = [...byLength.values()].flat().sort((a, b) => a - b);
  return {
    refs,
    keystrokes: all.length,
    p50Ms: Math.round(percentile(all, 50)),
    p95Ms: Math.round(percentile(all, 95)),
    maxMs: Math.round(percentile(all, 100)),
    lengths,
  };
}
