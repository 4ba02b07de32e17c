import Settings from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SettingsPanel } from './SettingsPanel';

/** Opens the settings side panel (spec §9: offered by default). */
export function SettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.menu.settings');
  return (
    <>
      <Tooltip title={label}>
        <IconButton onClick={() => setOpen(true)} aria-label={label} aria-haspopup="dialog">
          <Settings />
        </IconButton>
      </Tooltip>
      <SettingsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
