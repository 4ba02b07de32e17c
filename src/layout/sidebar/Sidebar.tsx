import { Box, Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../../providers/theme';
import { usePreference } from '../../settings/usePreference';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';
import { useSidebar } from './SidebarState';
import { SIDEBAR_BACKGROUND } from './sidebarStyle';

const paperSx = { backgroundColor: SIDEBAR_BACKGROUND, borderRight: 'none', overflowX: 'hidden' } as const;

/** 210 px, folding to its icons on a desktop; a drawer over the page on a phone. */
export function Sidebar() {
  const translate = useTranslate();
  const { open, isMobile, close } = useSidebar();
  const [showLogo] = usePreference('sidebarLogo');
  const folded = !isMobile && !open;
  const content: ReactNode = (
    <Box
      component="nav"
      aria-label={translate('app.menu.sidebar')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {showLogo && <SidebarLogo collapsed={folded} />}
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarMenu collapsed={folded} onNavigate={isMobile ? close : undefined} />
      </Box>
    </Box>
  );
  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { ...paperSx, width: SIDEBAR_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
        '& .MuiDrawer-paper': { ...paperSx, width, transition: theme.transitions.create('width') },
      })}
    >
      {content}
    </Drawer>
  );
}
