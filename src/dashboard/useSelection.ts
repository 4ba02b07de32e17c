/**
 * The species, year and period the dashboard shows, kept in the page's query string so a view can be
 * bookmarked or shared: ?specie_id=3&year=2025&period=week. No year means the current one; year=all, every year.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Period, Selection } from './types';

export const ALL_YEARS = 'all';

/** The current year in N'Djamena (UTC+1), the dashboard's calendar. */
export const currentYear = (now = new Date()) => new Date(now.getTime() + 3_600_000).getUTCFullYear();

const positive = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function selectionFrom(params: URLSearchParams, now = new Date()): Selection & { period: Period } {
  const year = params.get('year');
  return {
    specieId: positive(params.get('specie_id')),
    year: year === ALL_YEARS ? null : (positive(year) ?? currentYear(now)),
    period: params.get('period') === 'week' ? 'week' : 'month',
  };
}

export function useSelection() {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFrom(params), [params]);
  const update = useCallback(
    (changes: { specieId?: number | null; year?: number | null; period?: Period }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if ('specieId' in changes) {
            if (changes.specieId) next.set('specie_id', String(changes.specieId));
            else next.delete('specie_id');
          }
          if ('year' in changes) next.set('year', changes.year ? String(changes.year) : ALL_YEARS);
          if (changes.period) {
            if (changes.period === 'week') next.set('period', 'week');
            else next.delete('period');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { selection, update };
}
