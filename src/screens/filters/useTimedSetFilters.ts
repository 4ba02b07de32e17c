import { useEffect, useRef } from 'react';
import { type ListControllerResult, removeEmpty, useEvent } from 'react-admin';

/**
 * How long the typing must pause before a typed filter (the search box, a text, a number, a day) queries:
 * one request a word, not one a keystroke, yet no half-second wait (docs/decisions.md).
 */
export const TYPING_PAUSE_MS = 250;

type Filter = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The top-level filters whose value differs, an empty value ('' or null) counting as none. */
function changedSources(next: Filter, current: Filter): string[] {
  const a: Filter = removeEmpty(next);
  const b: Filter = removeEmpty(current);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !same(a[key], b[key]));
}

/**
 * One character typed or erased. A keystroke waits for the pause; a text pasted (a reference copied from a
 * message), chosen from the browser's suggestions or cleared at once is whole already and queries at once.
 */
const isKeystroke = (before: unknown, after: unknown) =>
  Math.abs(String(before ?? '').length - String(after ?? '').length) === 1;

/** The applied filters with the typed ones of `next` written over them (or taken out when emptied). */
function withTyped(applied: Filter, next: Filter, typed: readonly string[]): Filter {
  const merged = { ...applied };
  for (const source of typed) {
    if (source in next) merged[source] = next[source];
    else delete merged[source];
  }
  return merged;
}

/**
 * The list's setFilters as the filter form calls it after every change (with no debounce of its own): a
 * choice (a status, a species, a reference…) queries at once; a keystroke in typed sources only waits for
 * TYPING_PAUSE_MS of quiet, and a later change of either kind replaces it. The wait keeps only the typed
 * sources, laid over the filters applied when it ends, so a filter changed meanwhile elsewhere (the trash
 * toggle) is not undone.
 */
export function useTimedSetFilters(
  list: Pick<ListControllerResult, 'filterValues' | 'setFilters'>,
  isTyped: (source: string) => boolean,
): ListControllerResult['setFilters'] {
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The filters the wait under way will apply: a keystroke is measured from them, not the applied ones. */
  const waitingFor = useRef<Filter | null>(null);
  useEffect(() => () => clearTimeout(waiting.current), []);
  const applyTyped = useEvent((next: Filter, typed: readonly string[], displayedFilters?: Filter) => {
    waitingFor.current = null;
    list.setFilters(withTyped(list.filterValues, next, typed), displayedFilters);
  });
  return useEvent((filter: Filter, displayedFilters?: Filter, debounce?: boolean) => {
    clearTimeout(waiting.current);
    const before = waitingFor.current ?? list.filterValues;
    waitingFor.current = null;
    const changed = changedSources(filter, list.filterValues);
    const keystrokes = changedSources(filter, before).every((source) =>
      isKeystroke(before[source], filter[source]),
    );
    if (changed.length === 0 || !changed.every(isTyped) || !keystrokes) {
      list.setFilters(filter, displayedFilters, debounce);
      return;
    }
    waitingFor.current = filter;
    waiting.current = setTimeout(() => applyTyped(filter, changed, displayedFilters), TYPING_PAUSE_MS);
  });
}
