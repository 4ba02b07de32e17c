import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

const isFullscreen = () => typeof document !== 'undefined' && !!document.fullscreenElement;

/** Spec §2/§8: toggles full screen; a browser without the API gets the spec's warning. */
export function FullscreenToggle() {
  const translate = useTranslate();
  const notify = useNotify();
  const [active, setActive] = useState(isFullscreen);
  useEffect(() => {
    const update = () => setActive(isFullscreen());
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      notify('auth.fullscreenUnsupported', { type: 'warning' });
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      notify('auth.fullscreenUnsupported', { type: 'warning' });
    }
  };

  const label = translate(active ? 'app.menu.exitFullscreen' : 'app.menu.fullscreen');
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} aria-pressed={active}>
        {active ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
