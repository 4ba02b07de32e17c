import type { ComponentType } from 'react';
import { lazyPage } from '../pages/lazyPage';
import type { ScreenProps } from './screenTypes';

/** Screens a module may name in `resource.screens` to replace a generated one; each a chunk of its own. */
export const customScreens: Record<string, ComponentType<ScreenProps>> = {
  OutbreakList: lazyPage(() => import('../outbreaks/OutbreakList').then((m) => m.OutbreakList)),
  OutbreakShow: lazyPage(() => import('../outbreaks/OutbreakShow').then((m) => m.OutbreakShow)),
  RegistrationShow: lazyPage(() =>
    import('../registrations/RegistrationShow').then((m) => m.RegistrationShow),
  ),
  RoleCreate: lazyPage(() => import('./roles/RoleCreate').then((m) => m.RoleCreate)),
  RoleEdit: lazyPage(() => import('./roles/RoleEdit').then((m) => m.RoleEdit)),
  RoleShow: lazyPage(() => import('./roles/RoleShow').then((m) => m.RoleShow)),
  UserCreate: lazyPage(() => import('./users/UserCreate').then((m) => m.UserCreate)),
  UserEdit: lazyPage(() => import('./users/UserEdit').then((m) => m.UserEdit)),
  UserList: lazyPage(() => import('./users/UserList').then((m) => m.UserList)),
};
