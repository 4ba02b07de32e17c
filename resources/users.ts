import { LOCALES } from '../i18n/locales';
import { can, defineResource, email, enumeration, longText, password, references, text } from './kit';

export default defineResource({
  name: 'users',
  singular: 'user',
  route: '/administration/users',
  menu: 'administration',
  icon: 'People',
  fields: {
    nom: text({ required: true, list: true, sort: true, search: true, max: 100 }),
    prenom: text({ list: true, sort: true, search: true, max: 100 }),
    email: email({ required: true, unique: true, list: true, sort: true, search: true }),
    username: text({ unique: true, list: true, sort: true, search: true, max: 100 }),
    password: password({ requiredOnCreate: true }),
    c_password: password({ requiredOnCreate: true, virtual: true, sameAs: 'password' }),
    role_ids: references('roles', 'user_roles', { required: true, list: true, filter: true }),
    permission_ids: references('permissions', 'user_permissions'),
    // The user's areas: none is national; else they see and change only what lies in these and below.
    province_ids: references('provinces', 'user_provinces', { filter: true }),
    department_ids: references('departments', 'user_departments', { filter: true }),
    municipality_ids: references('municipalities', 'user_municipalities', { filter: true }),
    village_ids: references('villages', 'user_villages', { filter: true }),
    code: text({ list: true, search: true, max: 50 }),
    status: enumeration(['active', 'disabled'], { default: 'active', list: true, filter: true, sort: true }),
    // A link or an uploaded picture as a data URL (the profile limits uploads to 200 KB).
    avatar: text({ max: 300_000, hidden: true }),
    introduction: longText({ max: 1000, hidden: true }),
    locale: enumeration(LOCALES, { default: 'fr', hidden: true }),
  },
  defaultSort: ['nom', 'ASC'],
  recordRepresentation: 'prenom nom',
  access: { read: can('manage user') },
  screens: { list: 'UserList', edit: 'UserEdit', create: 'UserCreate' },
});
