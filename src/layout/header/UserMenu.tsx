import DashboardIcon from '@mui/icons-material/Dashboard';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { Avatar, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../navigation/routeTree';
import { TopBarMenu } from './TopBarMenu';

/**
 * Spec §2: dashboard, profile (only when the user has an id) and log out. The authProvider sends the user
 * to /login?redirect={the current full path}.
 */
export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const name = identity?.fullName ?? '';
  const hasId = identity?.id !== undefined && identity?.id !== null && identity?.id !== '';
  return (
    <TopBarMenu
      label={translate('app.userMenu.label')}
      tooltip={name}
      size="small"
      icon={
        <Avatar src={identity?.avatar} alt={name} sx={{ width: 32, height: 32, fontSize: 15 }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
      }
    >
      {(close) => [
        <MenuItem key="dashboard" component={Link} to={DASHBOARD_PATH} onClick={close}>
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.userMenu.dashboard')}</ListItemText>
        </MenuItem>,
        hasId && (
          <MenuItem key="profile" component={Link} to="/profile" onClick={close}>
            <ListItemIcon>
              <Person fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.userMenu.profile')}</ListItemText>
          </MenuItem>
        ),
        <MenuItem
          key="logout"
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.userMenu.logout')}</ListItemText>
        </MenuItem>,
      ]}
    </TopBarMenu>
  );
}
