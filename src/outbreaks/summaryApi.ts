/** What the outbreak page reads from `GET /api/outbreaks/{id}/summary`, and the query that reads it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'react-admin';
import { http } from '../api/http';

export const WAHIS_COUNTS = [
  'susceptible',
  'cases',
  'deaths',
  'destroyed',
  'slaughtered',
  'vaccinated',
] as const;
export type WahisCount = (typeof WAHIS_COUNTS)[number];

/** One species of the outbreak with its six WAHIS counts (null: no registration recorded it). */
export type SpeciesTotals = { specie: string; registrations: number } & Record<WahisCount, number | null>;

export interface CurveWeek {
  week: string;
  registrations: number;
  cases: number;
}

export interface OutbreakMember {
  id: number;
  ref: string;
  status: string;
  classification: string | null;
  lat: number;
  lng: number;
  case_date: string;
  cases: number;
  specie: string;
  village: string;
  moved: boolean;
}

export interface OutbreakSummary {
  species: SpeciesTotals[];
  weeks: CurveWeek[];
  registrations: OutbreakMember[];
}

const summaryKey = (id: unknown) => ['outbreaks', 'summary', id];

/** The summary of one outbreak, in the screen's language (species names). */
export function useOutbreakSummary(id: number | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...summaryKey(id), locale],
    queryFn: async () => (await http.get<OutbreakSummary>(`/outbreaks/${id}/summary`)).json,
    enabled: id !== undefined,
  });
}

/** Re-reads the summaries after a move changed two outbreaks. */
export function useRefreshSummaries() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['outbreaks', 'summary'] });
}
