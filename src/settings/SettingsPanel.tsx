import Close from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { UI_SIZES, type UiSize } from './preferences';
import { ThemeColorPicker } from './ThemeColorPicker';
import { usePreference } from './usePreference';

function Toggle({ name, label }: { name: 'tabsView' | 'fixedHeader' | 'sidebarLogo'; label: string }) {
  const [on, set] = usePreference(name);
  return (
    <FormControlLabel
      control={<Switch checked={on} onChange={(event) => set(event.target.checked)} />}
      label={label}
      labelPlacement="start"
      sx={{ mx: 0, justifyContent: 'space-between' }}
    />
  );
}

/** Spec §2: theme colour, tabs view, fixed header, sidebar logo, and the interface size; all persisted. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [size, setSize] = usePreference('uiSize');
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, p: 2 } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('app.settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="subtitle2">{translate('app.settings.themeColor')}</Typography>
        <ThemeColorPicker />
        <Divider />
        <Toggle name="tabsView" label={translate('app.settings.tabsView')} />
        <Toggle name="fixedHeader" label={translate('app.settings.fixedHeader')} />
        <Toggle name="sidebarLogo" label={translate('app.settings.sidebarLogo')} />
        <Divider />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {translate('app.settings.uiSize')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={size}
            onChange={(_event, next: UiSize | null) => next && setSize(next)}
            aria-label={translate('app.settings.uiSize')}
          >
            {UI_SIZES.map((value) => (
              <ToggleButton key={value} value={value}>
                {translate(`app.settings.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Stack>
    </Drawer>
  );
}
