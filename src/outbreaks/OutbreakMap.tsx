/** An outbreak's registrations on a map, coloured by case classification, fitted on them. Lazily loaded with leaflet. */
import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { CircleMarker, MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { registrationShowPath } from '../dashboard/drillDown';
import { RecordPopup } from '../dashboard/map/RecordPopup';
import { NATIONAL_VIEW, TILE_SOURCES } from '../dashboard/map/tiles';
import { colourOfClassification } from './classificationColours';
import type { OutbreakMember } from './summaryApi';
import { useCaseDate } from './useCaseDate';

const MAX_FIT_ZOOM = 12;

function FitOnMembers({ members }: { members: readonly OutbreakMember[] }) {
  const map = useMap();
  useEffect(() => {
    if (!members.length) return;
    map.fitBounds(latLngBounds(members.map((m) => [m.lat, m.lng])), {
      padding: [32, 32],
      maxZoom: MAX_FIT_ZOOM,
    });
  }, [members, map]);
  return null;
}

function MemberPopup({ member }: { member: OutbreakMember }) {
  const translate = useTranslate();
  const caseDate = useCaseDate();
  const field = (name: string) => translate(`resources.registrations.fields.${name}`);
  const rows: [string, string][] = [
    [field('specie'), member.specie],
    [field('village'), member.village],
    [translate('outbreaks.caseDate'), caseDate(member.case_date)],
    [translate('outbreaks.columns.cases'), String(member.cases)],
    [
      field('classification'),
      translate(`resources.registrations.values.classification.${member.classification ?? 'suspected'}`),
    ],
  ];
  return (
    <RecordPopup
      title={member.ref}
      rows={rows}
      link={{ to: registrationShowPath(member.id), label: translate('dashboard.openRecord') }}
    />
  );
}

export default function OutbreakMap({ members }: { members: readonly OutbreakMember[] }) {
  const street = TILE_SOURCES.street;
  return (
    <Box
      sx={{
        height: { xs: 300, md: 380 },
        '& .leaflet-container': { height: '100%' },
        '& .leaflet-control-attribution a': { textDecoration: 'underline', color: '#00567a' },
        '& .leaflet-interactive:focus-visible, & .leaflet-control a:focus-visible': {
          outline: '2px solid #00567a',
          outlineOffset: 2,
        },
      }}
    >
      <MapContainer center={NATIONAL_VIEW.center} zoom={NATIONAL_VIEW.zoom} minZoom={3} worldCopyJump>
        <TileLayer url={street.url} attribution={street.attribution} maxZoom={street.maxZoom} />
        <FitOnMembers members={members} />
        {members.map((member) => (
          <CircleMarker
            key={member.id}
            center={[member.lat, member.lng]}
            radius={8}
            pathOptions={{
              color: '#fff',
              weight: 2,
              fillColor: colourOfClassification(member.classification),
              fillOpacity: 0.95,
            }}
          >
            <Popup>
              <MemberPopup member={member} />
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
    </Box>
  );
}
