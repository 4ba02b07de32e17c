/**
 * What the dashboard shows, kept in the page's query string so a view can be bookmarked or shared:
 * ?specie_id=3&year=2025&period=week, ?province_id=2&from=2025-03-01&to=2025-05-15. No year means the
 * current one; year=all, every year. A date range replaces the year (choosing one clears the other).
 * confirmed=true: confirmed cases only.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDay } from '../../shared/calendar';
import { dashboardCalendar } from './calendar';
import type { Period, Selection } from './types';

export const ALL_YEARS = 'all';

/** The current year in the dashboard's calendar. */
export const currentYear = (now = new Date()) => dashboardCalendar().currentYear(now);

const positive = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
};

const day = (raw: string | null) => (raw && isIsoDay(raw) ? raw : null);

export function selectionFrom(params: URLSearchParams, now = new Date()): Selection & { period: Period } {
  const year = params.get('year');
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const ranged = from !== null || to !== null;
  return {
    specieId: positive(params.get('specie_id')),
    year: year === ALL_YEARS || (ranged && !positive(year)) ? null : (positive(year) ?? currentYear(now)),
    provinceId: positive(params.get('province_id')),
    from,
    to,
    confirmed: params.get('confirmed') === 'true',
    period: params.get('period') === 'week' ? 'week' : 'month',
  };
}

export type SelectionChange = Partial<Selection> & { period?: Period };

const setOrDelete = (params: URLSearchParams, key: string, value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') params.delete(key);
  else params.set(key, String(value));
};

/** The query string after a change of the selection. */
export function applyChange(previous: URLSearchParams, changes: SelectionChange): URLSearchParams {
  const next = new URLSearchParams(previous);
  if ('specieId' in changes) setOrDelete(next, 'specie_id', changes.specieId);
  if ('provinceId' in changes) setOrDelete(next, 'province_id', changes.provinceId);
  if ('confirmed' in changes) setOrDelete(next, 'confirmed', changes.confirmed ? 'true' : null);
  if ('year' in changes) {
    next.set('year', changes.year ? String(changes.year) : ALL_YEARS);
    if (changes.year) {
      next.delete('from');
      next.delete('to');
    }
  }
  if ('from' in changes || 'to' in changes) {
    if ('from' in changes) setOrDelete(next, 'from', changes.from);
    if ('to' in changes) setOrDelete(next, 'to', changes.to);
    next.set('year', ALL_YEARS);
  }
  if (changes.period) setOrDelete(next, 'period', changes.period === 'week' ? 'week' : null);
  return next;
}

export function useSelection() {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFrom(params), [params]);
  const update = useCallback(
    (changes: SelectionChange) => setParams((previous) => applyChange(previous, changes), { replace: true }),
    [setParams],
  );
  return { selection, update };
}
