import { defineResource, longText, text } from './kit';

export default defineResource({
  name: 'species',
  singular: 'specie',
  route: '/animals/species',
  menu: 'animals',
  icon: 'Pets',
  fields: {
    name: text({ required: true, unique: true, list: true, sort: true, search: true, max: 150 }),
    body: longText({ list: true, search: true }),
  },
  defaultSort: ['name', 'ASC'],
  recordRepresentation: 'name',
});
