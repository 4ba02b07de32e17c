import { defineResource, translatable } from './kit';

export default defineResource({
  name: 'species',
  singular: 'specie',
  route: '/animals/species',
  menu: 'animals',
  icon: 'Pets',
  fields: {
    name: translatable({ required: true, unique: true, list: true, sort: true, search: true, max: 150 }),
    body: translatable({ multiline: true, list: true, search: true }),
  },
  defaultSort: ['name', 'ASC'],
  importable: true,
  recordRepresentation: 'name',
});
