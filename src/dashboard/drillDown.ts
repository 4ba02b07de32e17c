/** Links from a chart element or a total to the registrations list, filtered accordingly. */
import type { Selection } from './types';

export const REGISTRATIONS_LIST = '/registrations/index';

export const registrationShowPath = (id: number) => `${REGISTRATIONS_LIST}/${id}/show`;

export type ListFilter = Record<string, string | number | number[]>;

// The dashboard counts in N'Djamena time (UTC+1): a local year starts at 23:00 UTC the day before.
const yearStart = (year: number) => `${year - 1}-12-31T23:00:00.000Z`;
const yearEnd = (year: number) => `${year}-12-31T22:59:59.999Z`;

/** The list filter of the current selection, plus what the clicked element adds. */
export function selectionFilter(selection: Selection, extra: ListFilter = {}): ListFilter {
  const filter: ListFilter = {};
  if (selection.specieId !== null) filter.specie_id = selection.specieId;
  if (selection.year !== null) {
    filter.created_at_gte = yearStart(selection.year);
    filter.created_at_lte = yearEnd(selection.year);
  }
  return { ...filter, ...extra };
}

export function registrationsListPath(filter: ListFilter): string {
  return `${REGISTRATIONS_LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
