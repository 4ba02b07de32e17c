import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { IconButton, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSidebar } from '../sidebar/SidebarState';

export function Hamburger() {
  const translate = useTranslate();
  const { open, toggle } = useSidebar();
  const rtl = useTheme().direction === 'rtl';
  return (
    <IconButton
      onClick={toggle}
      aria-label={translate(open ? 'app.menu.closeSidebar' : 'app.menu.openSidebar')}
      aria-expanded={open}
      edge="start"
    >
      {open ? <MenuOpen sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} /> : <MenuIcon />}
    </IconButton>
  );
}
