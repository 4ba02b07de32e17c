import { coordinates, defineResource, reference, text } from './kit';

export default defineResource({
  name: 'villages',
  singular: 'village',
  route: '/locations/villages',
  menu: 'locations',
  icon: 'Home',
  fields: {
    name: text({ required: true, list: true, sort: true, search: true, max: 150 }),
    municipality_id: reference('municipalities', {
      required: true,
      parent: true,
      list: true,
      filter: true,
      sort: true,
    }),
    coordinates: coordinates({ list: true }),
  },
  defaultSort: ['name', 'ASC'],
  importable: true,
  recordRepresentation: 'name',
});
