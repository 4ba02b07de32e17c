import { defineResource, translatable } from './kit';

export default defineResource({
  name: 'diseases',
  singular: 'disease',
  route: '/animals/diseases',
  menu: 'animals',
  icon: 'Coronavirus',
  fields: {
    name: translatable({ required: true, unique: true, list: true, sort: true, search: true, max: 150 }),
    body: translatable({ multiline: true, list: true, search: true }),
  },
  defaultSort: ['name', 'ASC'],
  recordRepresentation: 'name',
});
