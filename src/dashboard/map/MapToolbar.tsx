/** Above the map: street / satellite and refresh. */
import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BaseLayer } from './tiles';

interface MapToolbarProps {
  layer: BaseLayer;
  onLayer: (layer: BaseLayer) => void;
  onRefresh: () => void;
  loading: boolean;
}

export function MapToolbar({ layer, onLayer, onRefresh, loading }: MapToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
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
