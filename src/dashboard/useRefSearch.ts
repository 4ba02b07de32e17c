/** Search by reference as the user types: debounced, the previous request aborted, nothing under 2 characters. */
import { useEffect, useState } from 'react';
import { searchRegistrations } from './api';
import type { FoundRegistration } from './types';

export const SEARCH_DELAY_MS = 250;
export const MIN_SEARCH_LENGTH = 2;

export function useRefSearch(text: string) {
  const [state, setState] = useState<{ results: FoundRegistration[]; loading: boolean; failed: boolean }>({
    results: [],
    loading: false,
    failed: false,
  });
  const needle = text.trim();

  useEffect(() => {
    if (needle.length < MIN_SEARCH_LENGTH) {
      setState({ results: [], loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      searchRegistrations(needle, controller.signal).then(
        (results) => setState({ results, loading: false, failed: false }),
        () => {
          if (!controller.signal.aborted) setState({ results: [], loading: false, failed: true });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needle]);

  return { ...state, searched: needle.length >= MIN_SEARCH_LENGTH };
}
