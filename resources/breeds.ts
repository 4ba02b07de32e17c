import { defineResource, reference, translatable } from './kit';

export default defineResource({
  name: 'breeds',
  singular: 'breed',
  route: '/animals/breeds',
  menu: 'animals',
  icon: 'Grass',
  fields: {
    name: translatable({ required: true, list: true, sort: true, search: true, max: 150 }),
    description: translatable({ multiline: true, list: true, search: true }),
    specie_id: reference('species', { required: true, list: true, filter: true, sort: true }),
  },
  defaultSort: ['name', 'ASC'],
  importable: { match: [['name', 'specie_id']] },
  recordRepresentation: 'name',
});
