import { AppBar, Box, Toolbar } from '@mui/material';
import { NotificationBell } from '../../alerts/NotificationBell';
import { RouteSearch } from '../../search/RouteSearch';
import { SettingsButton } from '../../settings/SettingsButton';
import { usePreference } from '../../settings/usePreference';
import { useSidebar } from '../sidebar/SidebarState';
import { TabsBar } from '../tabs/TabsBar';
import { Breadcrumb } from './Breadcrumb';
import { FullscreenToggle } from './FullscreenToggle';
import { Hamburger } from './Hamburger';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

/** The top bar; with "fixed header" on it stays in view while the page scrolls. */
export function Header() {
  const [fixed] = usePreference('fixedHeader');
  const [tabsView] = usePreference('tabsView');
  const { isMobile } = useSidebar();
  return (
    <AppBar
      position={fixed ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', backgroundColor: 'background.paper', top: 0 }}
    >
      <Toolbar variant="dense" disableGutters sx={{ gap: 0.5, px: 1, minHeight: 50 }}>
        <Hamburger />
        <Box sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden', px: 0.5 }}>
          <Breadcrumb />
        </Box>
        <RouteSearch />
        {!isMobile && <FullscreenToggle />}
        <NotificationBell />
        <LanguageSwitcher />
        <SettingsButton />
        <UserMenu />
      </Toolbar>
      {tabsView && <TabsBar />}
    </AppBar>
  );
}
