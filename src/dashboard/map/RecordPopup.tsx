/** What a map popup tells about one record (a registration, an outbreak): its reference, label/value rows, a link to it. */
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';

export function RecordPopup(props: {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
  /** The record's page; none when the viewer may not open it. */
  link?: { to: string; label: string };
}) {
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
      {props.link && (
        <MuiLink component={Link} to={props.link.to}>
          {props.link.label}
        </MuiLink>
      )}
    </div>
  );
}
