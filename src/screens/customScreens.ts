import type { ComponentType } from 'react';
import { RoleCreate } from './roles/RoleCreate';
import { RoleEdit } from './roles/RoleEdit';
import type { ScreenProps } from './screenTypes';

/** Screens a module may name in `resource.screens` to replace a generated one. */
export const customScreens: Record<string, ComponentType<ScreenProps>> = {
  RoleCreate,
  RoleEdit,
};
