/**
 * The tabs bar's visited views, kept for the browser tab's session so they survive a reload (spec §2).
 * Pinned views (the dashboard) are not stored: the bar always shows them first.
 */
import { isRecord } from '../../../shared/narrow';

export interface VisitedView {
  /** The page, without its query: one tab per page. */
  path: string;
  /** Where the tab leads: the page with the query it was last seen with (a list's filters). */
  fullPath: string;
}

export const VISITED_VIEWS_STORAGE_KEY = 'ah_visited_views';

const listeners = new Set<() => void>();
let cached: { raw: string | null; views: VisitedView[] } = { raw: null, views: [] };

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY);
  } catch {
    return null;
  }
}

const isView = (value: unknown): value is VisitedView =>
  isRecord(value) && typeof value.path === 'string' && typeof value.fullPath === 'string';

export function getVisitedViews(): VisitedView[] {
  const raw = readRaw();
  if (raw !== cached.raw) {
    let views: VisitedView[] = [];
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      views = Array.isArray(parsed) ? parsed.filter(isView) : [];
    } catch {
      views = [];
    }
    cached = { raw, views };
  }
  return cached.views;
}

function save(views: VisitedView[]): void {
  const raw = JSON.stringify(views);
  try {
    sessionStorage.setItem(VISITED_VIEWS_STORAGE_KEY, raw);
  } catch {
    // Storage refused: the tabs last as long as the page.
  }
  cached = { raw: readRaw() ?? raw, views };
  for (const listener of listeners) listener();
}

/** Adds the view, or updates the query of the tab already open on that page. */
export function visit(view: VisitedView): void {
  const views = getVisitedViews();
  const open = views.find((v) => v.path === view.path);
  if (!open) save([...views, view]);
  else if (open.fullPath !== view.fullPath) save(views.map((v) => (v === open ? view : v)));
}

export const closeView = (path: string) => save(getVisitedViews().filter((v) => v.path !== path));

export const keepOnlyView = (path: string) => save(getVisitedViews().filter((v) => v.path === path));

export const closeAllViews = () => save([]);

export function subscribeVisitedViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
