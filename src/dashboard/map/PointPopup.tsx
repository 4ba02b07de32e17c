/** What the map tells about one registration, with a link to its record. */
import { useLocale, useTranslate } from 'react-admin';
import { registrationShowPath } from '../drillDown';
import { canOpenRegistrations } from '../parts/useOpenRegistration';
import type { MapPoint } from '../types';
import { RecordPopup } from './RecordPopup';

export function PointPopup({ point }: { point: MapPoint }) {
  const translate = useTranslate();
  const locale = useLocale();
  const field = (name: string) => translate(`resources.registrations.fields.${name}`);
  const date = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Ndjamena',
  }).format(new Date(point.created_at));
  const rows: [string, string][] = [
    [field('specie'), point.specie],
    [field('breed'), point.breed ?? translate('dashboard.noBreed')],
    [field('diseases'), point.diseases.join(', ')],
    [field('maleNumber'), String(point.males)],
    [field('femaleNumber'), String(point.females)],
    [
      field('status'),
      translate(`resources.registrations.values.status.${point.status}`, { _: point.status }),
    ],
    [field('village'), point.village ?? '—'],
    [field('created_at'), date],
  ];
  return (
    <RecordPopup
      title={point.ref}
      rows={rows}
      link={
        canOpenRegistrations()
          ? { to: registrationShowPath(point.id), label: translate('dashboard.openRecord') }
          : undefined
      }
    />
  );
}
