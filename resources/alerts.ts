import { ALERT_LEVELS } from './alert-rules';
import {
  backOffice,
  datetime,
  defineResource,
  enumeration,
  integer,
  longText,
  number,
  reference,
  references,
  text,
} from './kit';

export const ALERT_STATES = ['open', 'acknowledged'] as const;
export const ACKNOWLEDGE_ALERT = 'acknowledge alert';

/**
 * Raised by the alert worker (server/alerts/), never through the API: one per rule × area × epidemiological
 * week, carrying the registrations that triggered it. Located like registrations, so a provincial officer
 * reads only the alerts of their province.
 */
export default defineResource({
  name: 'alerts',
  singular: 'alert',
  route: '/alerts/index',
  menu: 'registrations',
  icon: 'NotificationImportant',
  permission: ACKNOWLEDGE_ALERT,
  softDelete: false,
  fields: {
    rule_id: reference('alert_rules', { readOnly: true, list: true, filter: true, onDelete: 'cascade' }),
    status: enumeration(ALERT_STATES, {
      default: 'open',
      readOnly: true,
      list: true,
      filter: true,
      sort: true,
    }),
    disease_id: reference('diseases', {
      readOnly: true,
      list: true,
      filter: true,
      whenEmpty: 'dashboard.alerts.anyDisease',
    }),
    specie_id: reference('species', { readOnly: true, filter: true }),
    level: enumeration(ALERT_LEVELS, { readOnly: true }),
    province_id: reference('provinces', {
      readOnly: true,
      list: true,
      filter: true,
      whenEmpty: 'dashboard.alerts.national',
    }),
    department_id: reference('departments', { readOnly: true, list: true, filter: true }),
    municipality_id: reference('municipalities', { readOnly: true, list: true, filter: true }),
    village_id: reference('villages', { readOnly: true, filter: true }),
    // The ISO (epidemiological) week, e.g. 2026-W47, in DASHBOARD_TIME_ZONE.
    week: text({ readOnly: true, list: true, filter: true, sort: true, max: 8 }),
    cases: integer({ readOnly: true, list: true, sort: true }),
    // The baseline mean the week was compared with (baseline rules).
    expected: number({ readOnly: true }),
    // No foreign keys: drizzle/0055 keeps the pairs consistent with registrations, 0059 with alerts (see
    // docs/decisions.md).
    registration_ids: references('registrations', 'alert_registrations', {
      readOnly: true,
      foreignKey: false,
      ownerForeignKey: false,
    }),
    note: longText({ readOnly: true }),
    acknowledged_at: datetime({ readOnly: true, sort: true }),
    // level:id of the alert's area ('national' for a country-wide count): with rule and week, its identity.
    area_key: text({ readOnly: true, hidden: true, max: 40 }),
  },
  defaultSort: ['created_at', 'DESC'],
  recordRepresentation: 'week',
  access: { read: backOffice, write: () => false },
  actions: {
    acknowledge: {
      from: ['open'],
      to: 'acknowledged',
      permission: ACKNOWLEDGE_ALERT,
      comment: 'required',
      commentField: 'note',
      stamp: 'acknowledged_at',
      tone: 'success',
      icon: 'TaskAlt',
    },
  },
});
