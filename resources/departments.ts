import { defineResource, reference, text } from './kit';

export default defineResource({
  name: 'departments',
  singular: 'department',
  route: '/locations/departments',
  menu: 'locations',
  icon: 'Domain',
  fields: {
    name: text({ required: true, list: true, sort: true, search: true, max: 150 }),
    province_id: reference('provinces', {
      required: true,
      parent: true,
      list: true,
      filter: true,
      sort: true,
    }),
  },
  defaultSort: ['name', 'ASC'],
  importable: true,
  recordRepresentation: 'name',
});
