import { AppBar, Box, Toolbar } from '@mui/material';
import { usePreference } from '../../settings/usePreference';
import { Breadcrumb } from './Breadcrumb';
import { Hamburger } from './Hamburger';
import { UserMenu } from './UserMenu';

/** The top bar; with "fixed header" on it stays in view while the page scrolls. */
export function Header() {
  const [fixed] = usePreference('fixedHeader');
  return (
    <AppBar
      position={fixed ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', backgroundColor: 'background.paper', top: 0 }}
    >
      <Toolbar variant="dense" disableGutters sx={{ gap: 1, px: 1, minHeight: 50 }}>
        <Hamburger />
        <Box sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden' }}>
          <Breadcrumb />
        </Box>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
