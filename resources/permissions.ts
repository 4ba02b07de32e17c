import { can, defineResource, text } from './kit';

export default defineResource({
  name: 'permissions',
  singular: 'permission',
  route: '/administration/permissions',
  menu: 'administration',
  inMenu: false,
  icon: 'Key',
  fields: {
    name: text({ required: true, unique: true, list: true, sort: true, search: true, max: 100 }),
    table_name: text({ list: true, sort: true, filter: true, search: true, max: 100 }),
  },
  defaultSort: ['table_name', 'ASC'],
  recordRepresentation: 'name',
  access: { read: can('manage permission', 'manage user') },
});
