import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, ListItemIcon, ListItemText, Menu, MenuItem, useTheme } from '@mui/material';
import { type MouseEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavRoute } from '../navigation/routeTree';
import { useTitle } from '../navigation/useTitle';
import { isCurrent, SidebarItem } from './SidebarItem';
import { SIDEBAR_BACKGROUND, sidebarItemSx } from './sidebarStyle';

interface SidebarGroupProps {
  route: NavRoute & { children: NavRoute[] };
  collapsed: boolean;
  onNavigate?: () => void;
}

/**
 * A menu group (Locations › Provinces…): unfolds in place when the sidebar is open, opens a pop-up menu
 * beside the icon when it is folded. Starts unfolded when the current page is one of its children.
 */
export function SidebarGroup({ route, collapsed, onNavigate }: SidebarGroupProps) {
  const title = useTitle()(route.title);
  const { pathname } = useLocation();
  const holdsCurrent = isCurrent(pathname, route.path);
  const [unfolded, setUnfolded] = useState(holdsCurrent);
  const [popupAnchor, setPopupAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (holdsCurrent) setUnfolded(true);
  }, [holdsCurrent]);
  // Beside the folded sidebar: to its right, or to its left in Arabic (popover origins are not mirrored).
  const [outward, inward] =
    useTheme().direction === 'rtl' ? (['left', 'right'] as const) : (['right', 'left'] as const);
  const Icon = route.icon;
  const closePopup = () => setPopupAnchor(null);
  const onHeaderClick = (event: MouseEvent<HTMLElement>) =>
    collapsed ? setPopupAnchor(event.currentTarget) : setUnfolded(!unfolded);

  return (
    <>
      <MenuItem
        onClick={onHeaderClick}
        selected={collapsed && holdsCurrent}
        tabIndex={0}
        aria-expanded={collapsed ? Boolean(popupAnchor) : unfolded}
        aria-label={title}
        sx={sidebarItemSx(false)}
      >
        {Icon && (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        )}
        {!collapsed && <ListItemText primary={title} />}
        {!collapsed && (unfolded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </MenuItem>
      {!collapsed && (
        <Collapse in={unfolded} timeout="auto">
          {route.children.map((child) => (
            <SidebarItem key={child.path} route={child} nested onClick={onNavigate} />
          ))}
        </Collapse>
      )}
      <Menu
        open={collapsed && Boolean(popupAnchor)}
        anchorEl={popupAnchor}
        onClose={closePopup}
        anchorOrigin={{ vertical: 'top', horizontal: outward }}
        transformOrigin={{ vertical: 'top', horizontal: inward }}
        slotProps={{ paper: { sx: { backgroundColor: SIDEBAR_BACKGROUND, minWidth: 180 } } }}
      >
        {route.children.map((child) => (
          <SidebarItem key={child.path} route={child} onClick={closePopup} />
        ))}
      </Menu>
    </>
  );
}
