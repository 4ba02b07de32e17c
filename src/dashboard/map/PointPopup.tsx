/** What the map tells about one registration, with a link to its record. */
import { Link as MuiLink } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { registrationShowPath } from '../drillDown';
import { canOpenRegistrations } from '../parts/useOpenRegistration';
import type { MapPoint } from '../types';

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
    <div style={{ minWidth: 200 }}>
      <strong>{point.ref}</strong>
      <table style={{ borderSpacing: '8px 2px', margin: '4px -8px' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th style={{ textAlign: 'start', fontWeight: 500, color: '#555' }}>{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canOpenRegistrations() && (
        <MuiLink component={Link} to={registrationShowPath(point.id)}>
          {translate('dashboard.openRecord')}
        </MuiLink>
      )}
    </div>
  );
}
