/**
 * The dashboard's server data through react-query (shipped with react-admin, whose QueryClient the page
 * shares): the summary for the selection, and the species and provinces for the selectors. The last
 * answer stays shown while the next loads (no flicker when a selector changes); the page offers its own
 * retry button, so a failure is not retried behind the user's back.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchAlerts,
  fetchOngoingOutbreaks,
  fetchOutbreaks,
  fetchProvinces,
  fetchSpecies,
  fetchSummary,
} from './api';
import type { NamedRecord, Period, Selection } from './types';

/** What a dashboard panel needs of a query. */
export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (selection: Selection, period: Period) => ['dashboard', 'summary', selection, period] as const,
  outbreaks: (selection: Selection) => ['dashboard', 'outbreaks', selection] as const,
  ongoingOutbreaks: (selection: Selection) => ['dashboard', 'outbreaks', 'ongoing', selection] as const,
  alerts: (selection: Selection) => ['dashboard', 'alerts', selection] as const,
};

/** The open-alerts card's answer for the selection (the language names the diseases). */
export function useDashboardAlerts(selection: Selection, language: string, enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKeys.alerts(selection), language],
    queryFn: ({ signal }) => fetchAlerts(selection, signal),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** The outbreaks card's answer for the selection (the language names the diseases). */
export function useDashboardOutbreaks(selection: Selection, language: string) {
  return useQuery({
    queryKey: [...dashboardKeys.outbreaks(selection), language],
    queryFn: ({ signal }) => fetchOutbreaks(selection, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The map's outbreak layer for the selection (the language names the diseases). */
export function useOngoingOutbreaks(selection: Selection, language: string, enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKeys.ongoingOutbreaks(selection), language],
    queryFn: ({ signal }) => fetchOngoingOutbreaks(selection, signal),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

export function useSummary(
  selection: Selection,
  period: Period,
): Remote<Awaited<ReturnType<typeof fetchSummary>>> {
  const query = useQuery({
    queryKey: dashboardKeys.summary(selection, period),
    queryFn: ({ signal }) => fetchSummary(selection, period, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    data: query.data,
    error: query.error,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}

const REFERENCE_STALE_MS = 5 * 60_000;

function useReference(name: string, load: (signal: AbortSignal) => Promise<NamedRecord[]>) {
  return useQuery({
    queryKey: ['dashboard', 'reference', name],
    queryFn: ({ signal }) => load(signal),
    staleTime: REFERENCE_STALE_MS,
    retry: false,
  });
}

export const useSpecies = () => useReference('species', fetchSpecies);
export const useProvinces = () => useReference('provinces', fetchProvinces);

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
