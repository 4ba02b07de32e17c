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

/** Home › group › page › action: always from the dashboard (spec §2); the arrows point the reading way. */
export function Breadcrumb() {
  const translate = useTranslate();
  const titleOf = useTitle();
  const { pathname } = useLocation();
  const { home, match, action } = useCurrentRoute();
  const rtl = useTheme().direction === 'rtl';
  const { isMobile } = useSidebar();
  const crumbs: Crumb[] = [{ label: titleOf(home.title), to: home.path }];
  for (const route of match?.trail ?? []) {
    if (route.path !== home.path) crumbs.push({ label: titleOf(route.title), to: route.path });
  }
  if (action) crumbs.push({ label: titleOf(action) });
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs
      aria-label={translate('app.breadcrumb.label')}
      // A phone keeps Home and the current page; the middle folds into an ellipsis that unfolds on a tap.
      maxItems={isMobile ? 2 : 8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={1}
      separator={<NavigateNext fontSize="small" sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
      sx={{
        minWidth: 0,
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
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
          >
            {crumb.label}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
}
