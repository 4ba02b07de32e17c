import { can, defineResource, longText, reference, references, text } from './kit';

export default defineResource({
  name: 'roles',
  singular: 'role',
  permission: 'manage permission',
  route: '/administration/roles',
  menu: 'administration',
  icon: 'AdminPanelSettings',
  fields: {
    name: text({ required: true, unique: true, list: true, sort: true, search: true, max: 100 }),
    description: longText({ list: true, search: true, max: 1000 }),
    parent_id: reference('roles', { list: true, filter: true, onDelete: 'set null' }),
    permission_ids: references('permissions', 'role_permissions'),
    extra_menus: longText({ max: 2000 }),
  },
  defaultSort: ['name', 'ASC'],
  recordRepresentation: 'name',
  access: { read: can('manage permission', 'manage user') },
  screens: { edit: 'RoleEdit', create: 'RoleCreate', show: 'RoleShow' },
});
