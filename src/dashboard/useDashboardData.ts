/** The dashboard's server data: the summary for the selection, and the species for the selector. */
import { fetchSpecies, fetchSummary } from './api';
import type { DashboardSummary, NamedRecord, Period, Selection } from './types';
import { useRemote } from './useRemote';

export const summaryKey = (selection: Selection, period: Period) =>
  `${selection.specieId ?? ''}|${selection.year ?? ''}|${period}`;

export function useSummary(selection: Selection, period: Period) {
  return useRemote<DashboardSummary>(summaryKey(selection, period), (signal) =>
    fetchSummary(selection, period, signal),
  );
}

export function useSpecies() {
  return useRemote<NamedRecord[]>('species', (signal) => fetchSpecies(signal));
}

/** The years to offer: those with data, the current one and the selected one, newest first. */
export function yearChoices(
  years: readonly number[] | undefined,
  current: number,
  selected: number | null,
): number[] {
  const all = new Set([...(years ?? []), current]);
  if (selected !== null) all.add(selected);
  return [...all].sort((a, b) => b - a);
}
