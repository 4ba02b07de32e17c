/**
 * The dashboard's server data through react-query (shipped with react-admin, whose QueryClient the page
 * shares): the summary for the selection, and the species and provinces for the selectors. The last
 * answer stays shown while the next loads (no flicker when a selector changes); the page offers its own
 * retry button, so a failure is not retried behind the user's back.
 */
import { keepPreviousData, type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  fetchAlerts,
  fetchOngoingOutbreaks,
  fetchOutbreaks,
  fetchProvinces,
  fetchSpecies,
  fetchSummary,
} from './api';
import type { DashboardSummary, NamedRecord, Period, Selection } from './types';

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

/**
 * A panel's query: the last answer stays shown while the next loads, and a failure is not retried behind
 * the user's back (the panel offers its own retry).
 */
export function usePanelQuery<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): UseQueryResult<T> {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

export const remoteOf = <T>(query: UseQueryResult<T>): Remote<T> => ({
  data: query.data,
  error: query.error,
  loading: query.isFetching,
  reload: () => void query.refetch(),
});

/** The open-alerts card's answer for the selection (the language names the diseases). */
export const useDashboardAlerts = (selection: Selection, language: string, enabled: boolean) =>
  usePanelQuery(
    [...dashboardKeys.alerts(selection), language],
    (signal) => fetchAlerts(selection, signal),
    enabled,
  );

/** The outbreaks card's answer for the selection (the language names the diseases). */
export const useDashboardOutbreaks = (selection: Selection, language: string) =>
  usePanelQuery([...dashboardKeys.outbreaks(selection), language], (signal) =>
    fetchOutbreaks(selection, signal),
  );

/** The map's outbreak layer for the selection (the language names the diseases). */
export const useOngoingOutbreaks = (selection: Selection, language: string, enabled: boolean) =>
  usePanelQuery(
    [...dashboardKeys.ongoingOutbreaks(selection), language],
    (signal) => fetchOngoingOutbreaks(selection, signal),
    enabled,
  );

/**
 * The summary for the selection, as one object that keeps its identity until the answer, its error or its
 * loading state changes (the query's `refetch` is stable): the page can hand it to a deferred render.
 */
export function useSummary(selection: Selection, period: Period): Remote<DashboardSummary> {
  const { data, error, isFetching, refetch } = usePanelQuery(
    dashboardKeys.summary(selection, period),
    (signal) => fetchSummary(selection, period, signal),
  );
  return useMemo(
    () => ({ data, error, loading: isFetching, reload: () => void refetch() }),
    [data, error, isFetching, refetch],
  );
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
