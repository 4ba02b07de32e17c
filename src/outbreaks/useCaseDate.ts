/** A case date (the day its case started) in the screen's language, as a day in the dashboard's calendar. */
import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { dashboardCalendar } from '../dashboard/calendar';

export function useCaseDate() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      dateStyle: 'medium',
      timeZone: dashboardCalendar().timeZone,
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
