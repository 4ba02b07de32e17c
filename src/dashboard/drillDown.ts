/** Links from a chart element or a total to the registrations list, filtered accordingly. */
import { CONFIRMED_CLASSIFICATIONS } from '../../resources/registrations';
import { addDays } from '../../shared/calendar';
import { dashboardCalendar } from './calendar';
import type { Selection } from './types';

export const REGISTRATIONS_LIST = '/registrations/index';

export const registrationShowPath = (id: number) => `${REGISTRATIONS_LIST}/${id}/show`;

export type ListFilter = Record<string, string | number | number[] | string[]>;

/** The latest of two instants, or the one given. */
const later = (a: string | undefined, b: string) => (a && a > b ? a : b);
const earlier = (a: string | undefined, b: string) => (a && a < b ? a : b);

/** The list filter of the current selection (in the dashboard's time zone), plus what the clicked element adds. */
export function selectionFilter(selection: Selection, extra: ListFilter = {}): ListFilter {
  const { dayStart, dayEndBefore } = dashboardCalendar();
  const filter: ListFilter = {};
  if (selection.specieId !== null) filter.specie_id = selection.specieId;
  if (selection.provinceId !== null) filter.province_id = selection.provinceId;
  if (selection.confirmed) filter.classification = [...CONFIRMED_CLASSIFICATIONS];
  let gte: string | undefined;
  let lte: string | undefined;
  if (selection.year !== null) {
    gte = dayStart(`${selection.year}-01-01`);
    lte = dayEndBefore(`${selection.year + 1}-01-01`);
  }
  if (selection.from) gte = later(gte, dayStart(selection.from));
  if (selection.to) lte = earlier(lte, dayEndBefore(addDays(selection.to, 1)));
  if (gte) filter.created_at_gte = gte;
  if (lte) filter.created_at_lte = lte;
  return { ...filter, ...extra };
}

/** A list screen's path with a filter (the outbreaks list, the alerts list). */
export const listPath = (route: string, filter: ListFilter) =>
  `${route}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export function registrationsListPath(filter: ListFilter): string {
  return listPath(REGISTRATIONS_LIST, filter);
}
