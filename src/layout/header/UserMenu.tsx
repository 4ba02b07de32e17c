import DashboardIcon from '@mui/icons-material/Dashboard';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { Avatar, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../navigation/routeTree';

/**
 * Spec §2: dashboard, profile (only when the user has an id) and log out. The authProvider sends the user
 * to /login?redirect={the current full path}.
 */
export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = identity?.fullName ?? '';
  const hasId = identity?.id !== undefined && identity?.id !== null && identity?.id !== '';
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={translate('app.userMenu.label')}
          aria-haspopup="menu"
          size="small"
        >
          <Avatar src={identity?.avatar} alt={name} sx={{ width: 32, height: 32, fontSize: 15 }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to={DASHBOARD_PATH} onClick={close}>
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.userMenu.dashboard')}</ListItemText>
        </MenuItem>
        {hasId && (
          <MenuItem component={Link} to="/profile" onClick={close}>
            <ListItemIcon>
              <Person fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.userMenu.profile')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
