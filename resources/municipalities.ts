import { defineResource, reference, text } from './kit';

export default defineResource({
  name: 'municipalities',
  singular: 'municipality',
  route: '/locations/municipalities',
  menu: 'locations',
  icon: 'LocationCity',
  fields: {
    name: text({ required: true, list: true, sort: true, search: true, max: 150 }),
    department_id: reference('departments', {
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
