import Home from '@mui/icons-material/Home';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link as MuiLink, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentRoute } from '../navigation/useCurrentRoute';
import { useTitle } from '../navigation/useTitle';
import { useSidebar } from '../sidebar/SidebarState';

interface Crumb {
  label: string;
  to?: string;
}

function useCrumbs(): Crumb[] {
  const titleOf = useTitle();
  const { home, match, action } = useCurrentRoute();
  const crumbs: Crumb[] = [{ label: titleOf(home.title), to: home.path }];
  for (const route of match?.trail ?? []) {
    if (route.path !== home.path) crumbs.push({ label: titleOf(route.title), to: route.path });
  }
  if (action) crumbs.push({ label: titleOf(action) });
  return crumbs;
}

/**
 * Home › group › page › action: always from the dashboard (spec §2); the arrows point the reading way.
 * A phone has room for Home, as an icon, and the current page only.
 */
export function Breadcrumb() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const rtl = useTheme().direction === 'rtl';
  const { isMobile } = useSidebar();
  const all = useCrumbs();
  const crumbs = isMobile && all.length > 2 ? [...all.slice(0, 1), ...all.slice(-1)] : all;
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs
      aria-label={translate('app.breadcrumb.label')}
      separator={<NavigateNext fontSize="small" sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
      sx={{
        minWidth: 0,
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0, display: 'flex' },
        '& .MuiBreadcrumbs-separator': { mx: isMobile ? 0.25 : 1 },
      }}
    >
      {crumbs.map((crumb, index) =>
        index === last || !crumb.to || crumb.to === pathname ? (
          <Typography key={crumb.label} color="text.primary" noWrap aria-current="page" variant="body2">
            {crumb.label}
          </Typography>
        ) : (
          <MuiLink
            key={crumb.label}
            component={Link}
            to={crumb.to}
            underline="hover"
            color="inherit"
            noWrap
            variant="body2"
            aria-label={crumb.label}
            sx={{ display: 'flex' }}
          >
            {isMobile && index === 0 ? <Home fontSize="small" /> : crumb.label}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
}
