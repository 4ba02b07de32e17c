import {
  backOffice,
  coordinates,
  defineResource,
  enumeration,
  fieldUser,
  integer,
  reference,
  references,
  text,
} from './kit';

export const REGISTRATION_STATUSES = ['waiting', 'finished', 'canceled'] as const;

export default defineResource({
  name: 'registrations',
  singular: 'registration',
  route: '/registrations/index',
  menu: 'registrations',
  icon: 'Assignment',
  fields: {
    ref: text({
      unique: true,
      generate: 'registrationRef',
      list: true,
      sort: true,
      search: 'indexed',
      max: 40,
    }),
    specie_id: reference('species', { required: true, list: true, filter: true, sort: true }),
    breed_id: reference('breeds', { within: 'specie_id', list: true, filter: true }),
    disease_ids: references('diseases', 'registration_diseases', {
      required: true,
      list: true,
      filter: true,
    }),
    maleNumber: integer({
      required: true,
      min: 0,
      max: 1_000_000,
      default: 0,
      list: true,
      sort: true,
      filter: true,
    }),
    femaleNumber: integer({
      required: true,
      min: 0,
      max: 1_000_000,
      default: 0,
      list: true,
      sort: true,
      filter: true,
    }),
    status: enumeration(REGISTRATION_STATUSES, { default: 'waiting', list: true, filter: true, sort: true }),
    // The village's ancestry, copied by the database on every write and when a village or municipality
    // moves (drizzle/0007_registration_location_ancestry_triggers.sql), so area filters and scopes need no join.
    province_id: reference('provinces', { readOnly: true, filter: true }),
    department_id: reference('departments', { readOnly: true, filter: true }),
    municipality_id: reference('municipalities', { readOnly: true, filter: true }),
    village_id: reference('villages', { required: true, list: true, filter: true }),
    coordinates: coordinates({ required: true }),
    user_id: reference('users', { readOnly: true, owner: true, hidden: true, onDelete: 'set null' }),
  },
  defaultSort: ['created_at', 'DESC'],
  recordRepresentation: 'ref',
  access: { read: backOffice, own: { field: 'user_id', rule: fieldUser } },
});
