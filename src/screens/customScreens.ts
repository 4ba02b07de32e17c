import type { ComponentType } from 'react';
import { OutbreakList } from '../outbreaks/OutbreakList';
import { OutbreakShow } from '../outbreaks/OutbreakShow';
import { RegistrationShow } from '../registrations/RegistrationShow';
import { RoleCreate } from './roles/RoleCreate';
import { RoleEdit } from './roles/RoleEdit';
import { RoleShow } from './roles/RoleShow';
import type { ScreenProps } from './screenTypes';
import { UserCreate } from './users/UserCreate';
import { UserEdit } from './users/UserEdit';
import { UserList } from './users/UserList';

/** Screens a module may name in `resource.screens` to replace a generated one. */
export const customScreens: Record<string, ComponentType<ScreenProps>> = {
  OutbreakList,
  OutbreakShow,
  RegistrationShow,
  RoleCreate,
  RoleEdit,
  RoleShow,
  UserCreate,
  UserEdit,
  UserList,
};
