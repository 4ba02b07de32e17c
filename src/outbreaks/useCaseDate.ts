/**
 * A case date (the day its case started) in the screen's language, as a day in the dashboard's calendar:
 * a calendar day (YYYY-MM-DD) or an instant, which is read in the dashboard's time zone.
 */
import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { dashboardCalendar } from '../dashboard/calendar';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function useCaseDate() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      dateStyle: 'medium',
      timeZone: dashboardCalendar().timeZone,
    });
    // A calendar day is already in that calendar: read it at UTC midnight so no offset moves it.
    const day = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: 'medium', timeZone: 'UTC' });
    return (iso: string) =>
      DAY.test(iso) ? day.format(new Date(`${iso}T00:00:00Z`)) : format.format(new Date(iso));
  }, [locale]);
}
