/** The dashboard's calls, all through the shared client (src/api/http.ts). */
import { http } from '../api/http';
import { adoptTimeZone } from './calendar';
import { drawnOutbreaks } from './drawnOutbreaks';
import type { AreaLevel, AreasAnswer } from './map/areaTypes';
import type {
  AlertsAnswer,
  Bbox,
  DashboardSummary,
  FoundRegistration,
  MapAnswer,
  NamedRecord,
  OngoingOutbreaksAnswer,
  OutbreaksAnswer,
  Period,
  Selection,
} from './types';

const SEARCH_LIMIT = 8;

const query = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const selectionParams = (selection: Selection) => ({
  specie_id: selection.specieId,
  year: selection.year,
  province_id: selection.provinceId,
  from: selection.from,
  to: selection.to,
  confirmed: selection.confirmed ? 'true' : null,
});

export async function fetchSummary(selection: Selection, period: Period, signal?: AbortSignal) {
  const path = `/dashboard${query({ ...selectionParams(selection), period: period === 'month' ? null : period })}`;
  // The page shows its own notice with a retry button: no toast on top.
  const summary = (await http.get<DashboardSummary>(path, { signal, silent: true })).json;
  adoptTimeZone(summary.time_zone);
  return summary;
}

export async function fetchOutbreaks(selection: Selection, signal?: AbortSignal) {
  const path = `/dashboard/outbreaks${query(selectionParams(selection))}`;
  return (await http.get<OutbreaksAnswer>(path, { signal, silent: true })).json;
}

/** The map's outbreak layer: every ongoing outbreak of the outbreaks card's selection, with its place. */
export async function fetchOngoingOutbreaks(selection: Selection, signal?: AbortSignal) {
  const path = `/dashboard/outbreaks/ongoing${query(selectionParams(selection))}`;
  return drawnOutbreaks((await http.get<OngoingOutbreaksAnswer>(path, { signal, silent: true })).json);
}

export async function fetchAlerts(selection: Selection, signal?: AbortSignal) {
  const path = `/dashboard/alerts${query(selectionParams(selection))}`;
  return (await http.get<AlertsAnswer>(path, { signal, silent: true })).json;
}

/** Rounded so that tiny pans reuse the same request (and the browser's answer). */
export const bboxParam = (bbox: Bbox) => bbox.map((v) => v.toFixed(3)).join(',');

export async function fetchMap(selection: Selection, bbox: Bbox, zoom: number, signal?: AbortSignal) {
  const path = `/dashboard/map${query({ ...selectionParams(selection), bbox: bboxParam(bbox), zoom })}`;
  return (await http.get<MapAnswer>(path, { signal, silent: true })).json;
}

export async function fetchAreas(
  selection: Selection,
  level: AreaLevel,
  provinceId: number | null,
  signal?: AbortSignal,
) {
  const params = { ...selectionParams(selection), level, province_id: provinceId ?? selection.provinceId };
  return (await http.get<AreasAnswer>(`/dashboard/areas${query(params)}`, { signal, silent: true })).json;
}

export async function fetchSpecies(signal?: AbortSignal) {
  const path = `/species${query({ sort: '["name","ASC"]', range: '[0,499]' })}`;
  return (await http.get<NamedRecord[]>(path, { signal })).json;
}

export async function fetchProvinces(signal?: AbortSignal) {
  const path = `/provinces${query({ sort: '["name","ASC"]', range: '[0,499]' })}`;
  // Without the list the selector still offers every province: no toast.
  return (await http.get<NamedRecord[]>(path, { signal, silent: true })).json;
}

/** Registrations whose reference contains the text typed, for the search box (exact and prefix first). */
export async function searchRegistrations(text: string, signal?: AbortSignal) {
  const path = `/registrations${query({
    filter: JSON.stringify({ q: text }),
    // Newest first: the index walk then meets a common needle's matches at once (search-page.ts).
    sort: '["created_at","DESC"]',
    range: `[0,${SEARCH_LIMIT - 1}]`,
  })}`;
  const found = (await http.get<FoundRegistration[]>(path, { signal, silent: true })).json;
  const needle = text.toLowerCase();
  const rank = (ref: string) =>
    ref.toLowerCase() === needle ? 0 : ref.toLowerCase().startsWith(needle) ? 1 : 2;
  return [...found].sort((a, b) => rank(a.ref) - rank(b.ref));
}
