/** Search by reference as the user types: debounced, the previous request aborted, nothing under 2 characters. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchRegistrations } from './api';

export const SEARCH_DELAY_MS = 250;
export const MIN_SEARCH_LENGTH = 2;

/** The text once the user has stopped typing for SEARCH_DELAY_MS. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export function useRefSearch(text: string) {
  const needle = text.trim();
  const settled = useSettled(needle);
  const searched = needle.length >= MIN_SEARCH_LENGTH;
  const query = useQuery({
    queryKey: ['dashboard', 'ref-search', settled],
    queryFn: ({ signal }) => searchRegistrations(settled, signal),
    enabled: searched && settled === needle,
    retry: false,
  });
  const current = searched && settled === needle;
  return {
    results: current ? (query.data ?? []) : [],
    loading: searched && (settled !== needle || query.isFetching),
    failed: current && query.isError,
    searched,
  };
}
