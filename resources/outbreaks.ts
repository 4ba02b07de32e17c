import {
  backOffice,
  coordinates,
  date,
  datetime,
  defineResource,
  enumeration,
  integer,
  reference,
  text,
} from './kit';
import { VALIDATE_REGISTRATION } from './registrations';

export const OUTBREAK_STATUSES = ['ongoing', 'resolved', 'endemic'] as const;

/**
 * Registrations of one disease grouped in one epidemiological area (issue 10 item 5). Opened and filled by
 * the server when registrations arrive (`server/outbreaks/grouping.ts`); reviewers set the status and the
 * end date and move registrations between outbreaks. Dates and totals are computed from the registrations.
 */
export default defineResource({
  name: 'outbreaks',
  singular: 'outbreak',
  route: '/registrations/outbreaks',
  menu: 'registrations',
  icon: 'Warning',
  permission: VALIDATE_REGISTRATION,
  fields: {
    ref: text({ readOnly: true, unique: true, list: true, sort: true, search: true, max: 40 }),
    disease_id: reference('diseases', { readOnly: true, list: true, filter: true, sort: true }),
    status: enumeration(OUTBREAK_STATUSES, {
      required: true,
      default: 'ongoing',
      list: true,
      filter: true,
      sort: true,
    }),
    // Days of the dashboard's calendar, as WAHIS dates outbreaks: the first and last case dates.
    started_at: date({ readOnly: true, list: true, filter: true, sort: true }),
    // The instant its first case was confirmed.
    confirmed_at: datetime({ readOnly: true, filter: true, sort: true }),
    last_case_at: date({ readOnly: true, list: true, filter: true, sort: true }),
    // The day a reviewer declared it resolved (today when they give none): after its last case.
    ended_at: date({ filter: true, sort: true, notBefore: ['last_case_at'], notAfter: ['today'] }),
    cases: integer({ readOnly: true, default: 0, list: true, sort: true }),
    registrations_count: integer({ readOnly: true, default: 0, sort: true }),
    // The place of the first registration; the ancestry is copied by the database like a registration's
    // (drizzle/0025, 0036; sent by the opening and checked per statement since 0061). No foreign keys, as
    // for registrations (0056): the village's key and the copy keep them true.
    province_id: reference('provinces', { readOnly: true, filter: true, foreignKey: false }),
    department_id: reference('departments', { readOnly: true, filter: true, foreignKey: false }),
    municipality_id: reference('municipalities', {
      readOnly: true,
      list: true,
      filter: true,
      foreignKey: false,
    }),
    village_id: reference('villages', { required: true, filter: true }),
    // The centroid of its registrations.
    coordinates: coordinates({ readOnly: true }),
  },
  defaultSort: ['last_case_at', 'DESC'],
  recordRepresentation: 'ref',
  access: { read: backOffice },
  serverMade: true,
  screens: { list: 'OutbreakList', show: 'OutbreakShow' },
  softDelete: false,
});
