/** What a map popup tells about one registration: its reference, label/value rows, a link to its record. */
import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { registrationShowPath } from '../drillDown';

export function RecordPopup(props: {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
  /** The registration to open; none when the viewer may not open registrations. */
  registrationId?: number;
}) {
  const translate = useTranslate();
  return (
    <div style={{ minWidth: 200 }}>
      <strong>{props.title}</strong>
      <table style={{ borderSpacing: '8px 2px', margin: '4px -8px' }}>
        <tbody>
          {props.rows.map(([label, value]) => (
            <tr key={label}>
              <th style={{ textAlign: 'start', fontWeight: 500, color: '#555' }}>{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.registrationId !== undefined && (
        <MuiLink component={Link} to={registrationShowPath(props.registrationId)}>
          {translate('dashboard.openRecord')}
        </MuiLink>
      )}
    </div>
  );
}
