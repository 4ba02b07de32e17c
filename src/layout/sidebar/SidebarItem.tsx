import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import type { NavRoute } from '../navigation/routeTree';
import { useTitle } from '../navigation/useTitle';
import { sidebarItemSx } from './sidebarStyle';

export const isCurrent = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

interface SidebarItemProps {
  route: NavRoute;
  /** Only the icon shows, its title in a tooltip. */
  collapsed?: boolean;
  nested?: boolean;
  onClick?: () => void;
}

/** One page of the menu: a link, marked when the current page lies beneath it. */
export function SidebarItem({ route, collapsed = false, nested = false, onClick }: SidebarItemProps) {
  const title = useTitle()(route.title);
  const { pathname } = useLocation();
  const Icon = route.icon;
  const item = (
    <MenuItem
      component={Link}
      to={route.path}
      selected={isCurrent(pathname, route.path)}
      onClick={onClick}
      tabIndex={0}
      aria-label={collapsed ? title : undefined}
      sx={sidebarItemSx(nested && !collapsed)}
    >
      {Icon && (
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
      )}
      {!collapsed && <ListItemText primary={title} />}
    </MenuItem>
  );
  return collapsed ? (
    <Tooltip title={title} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
}
