import { boolean, defineResource, references, translatable } from './kit';

export default defineResource({
  name: 'diseases',
  singular: 'disease',
  route: '/animals/diseases',
  menu: 'animals',
  icon: 'Coronavirus',
  fields: {
    name: translatable({ required: true, unique: true, list: true, sort: true, search: true, max: 150 }),
    body: translatable({ multiline: true, list: true, search: true }),
    // Surveillance metadata: what must be reported to WOAH and nationally, and who may catch it.
    woah_listed: boolean({ default: false, list: true, filter: true }),
    notifiable: boolean({ default: false, list: true, filter: true }),
    zoonotic: boolean({ default: false, list: true, filter: true }),
    specie_ids: references('species', 'disease_species', { filter: true }),
  },
  defaultSort: ['name', 'ASC'],
  importable: true,
  recordRepresentation: 'name',
});
