import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../navigation/routeTree';
import { AppLogo } from './AppLogo';

export const LOGO_HEIGHT = 56;

/** The logo and the product's name on top of the sidebar, leading home; the name hides when folded. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const translate = useTranslate();
  const name = translate('app.name');
  return (
    <Box
      component={Link}
      to={DASHBOARD_PATH}
      aria-label={name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1.25,
        height: LOGO_HEIGHT,
        px: collapsed ? 0 : 1.75,
        color: '#fff',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <AppLogo size={30} />
      {!collapsed && (
        <Typography
          component="span"
          sx={{ fontSize: 13, fontWeight: 600, lineHeight: 1.25, overflow: 'hidden', maxHeight: LOGO_HEIGHT }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
