/**
 * The icon names a resource may show in the menu. The browser's map (`src/providers/icons.ts`) must hold
 * a component for each (type-checked), so a name outside this list fails `tsc`, not silently at run time.
 * The field's own icons are listed ahead of need, so a new resource rarely has to touch this file.
 */
export const ICON_NAMES = [
  'AdminPanelSettings',
  'Assignment',
  'Biotech',
  'Coronavirus',
  'Dashboard',
  'Domain',
  'Grass',
  'History',
  'Home',
  'Inventory',
  'Key',
  'LocalHospital',
  'LocationCity',
  'ManageAccounts',
  'Map',
  'Medication',
  'NotificationsActive',
  'NotificationImportant',
  'People',
  'Pets',
  'Public',
  'Science',
  'Vaccines',
  'Warning',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
