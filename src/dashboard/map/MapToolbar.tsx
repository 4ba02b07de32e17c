/** Above the map: street / satellite and refresh. */
import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BaseLayer } from './tiles';

/** What the map draws: registrations (clusters, points) or areas coloured by their counts. */
export type MapMode = 'points' | 'areas';

interface MapToolbarProps {
  mode: MapMode;
  onMode: (mode: MapMode) => void;
  layer: BaseLayer;
  onLayer: (layer: BaseLayer) => void;
  onRefresh: () => void;
  loading: boolean;
}

export function MapToolbar({ mode, onMode, layer, onLayer, onRefresh, loading }: MapToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: MapMode | null) => value && onMode(value)}
        aria-label={translate('dashboard.areas.layer')}
      >
        <ToggleButton value="points">{translate('dashboard.areas.points')}</ToggleButton>
        <ToggleButton value="areas">{translate('dashboard.areas.areas')}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layer}
        onChange={(_event, value: BaseLayer | null) => value && onLayer(value)}
        aria-label={translate('dashboard.baseMap')}
      >
        <ToggleButton value="street">{translate('dashboard.streetMap')}</ToggleButton>
        <ToggleButton value="satellite">{translate('dashboard.satellite')}</ToggleButton>
      </ToggleButtonGroup>
      <Tooltip title={translate('dashboard.refresh')}>
        <span>
          <IconButton onClick={onRefresh} disabled={loading} aria-label={translate('dashboard.refresh')}>
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
