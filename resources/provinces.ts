import { defineResource, text } from './kit';

export default defineResource({
  name: 'provinces',
  singular: 'province',
  route: '/locations/provinces',
  menu: 'locations',
  icon: 'Map',
  fields: {
    reference: text({ unique: true, list: true, sort: true, search: true, max: 50 }),
    code: text({ unique: true, list: true, sort: true, search: true, max: 20 }),
    name: text({ required: true, list: true, sort: true, search: true, max: 150 }),
  },
  defaultSort: ['name', 'ASC'],
  importable: true,
  recordRepresentation: 'name',
});
