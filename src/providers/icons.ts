/** The menu icons the registry (resource `icon`) and the shell's route tree name, imported one by one to keep the bundle small. */
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assignment from '@mui/icons-material/Assignment';
import Biotech from '@mui/icons-material/Biotech';
import Coronavirus from '@mui/icons-material/Coronavirus';
import Dashboard from '@mui/icons-material/Dashboard';
import Domain from '@mui/icons-material/Domain';
import Grass from '@mui/icons-material/Grass';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory';
import Key from '@mui/icons-material/Key';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocationCity from '@mui/icons-material/LocationCity';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import Medication from '@mui/icons-material/Medication';
import NotificationImportant from '@mui/icons-material/NotificationImportant';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import People from '@mui/icons-material/People';
import Pets from '@mui/icons-material/Pets';
import Public from '@mui/icons-material/Public';
import Science from '@mui/icons-material/Science';
import Vaccines from '@mui/icons-material/Vaccines';
import Warning from '@mui/icons-material/Warning';
import type { ComponentType } from 'react';
import type { IconName } from '../../resources/kit/icons';

const icons: Record<IconName, ComponentType> = {
  AdminPanelSettings,
  Assignment,
  Biotech,
  Coronavirus,
  Dashboard,
  Domain,
  Grass,
  History,
  Home,
  Inventory,
  Key,
  LocalHospital,
  LocationCity,
  ManageAccounts,
  Map: MapIcon,
  Medication,
  NotificationImportant,
  NotificationsActive,
  People,
  Pets,
  Public,
  Science,
  Vaccines,
  Warning,
};

export const iconFor = (name: IconName): ComponentType => icons[name];
