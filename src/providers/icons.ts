/** The menu icons the registry (resource `icon`) and the shell's route tree name, imported one by one to keep the bundle small. */
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assignment from '@mui/icons-material/Assignment';
import Coronavirus from '@mui/icons-material/Coronavirus';
import Dashboard from '@mui/icons-material/Dashboard';
import Domain from '@mui/icons-material/Domain';
import Grass from '@mui/icons-material/Grass';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Key from '@mui/icons-material/Key';
import LocationCity from '@mui/icons-material/LocationCity';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import People from '@mui/icons-material/People';
import Pets from '@mui/icons-material/Pets';
import Public from '@mui/icons-material/Public';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType> = {
  AdminPanelSettings,
  Assignment,
  Coronavirus,
  Dashboard,
  Domain,
  Grass,
  History,
  Home,
  Key,
  LocationCity,
  ManageAccounts,
  Map: MapIcon,
  People,
  Pets,
  Public,
};

/** Undefined for a name not listed here: react-admin then shows its default icon. Add new names above. */
export const iconFor = (name: string): ComponentType | undefined => icons[name];
