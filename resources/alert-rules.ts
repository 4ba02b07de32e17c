import { defineResource, enumeration, integer, number, reference, references, text } from './kit';

/**
 * The kinds of early-warning rule (issue 11): every case, a count per area and epidemiological week, a count
 * well above the usual one for that week (the same weeks of earlier years, or the last weeks), or an
 * outbreak (opened, or grown to the threshold's number of reports: server/alerts/outbreak-rules.ts).
 */
export const ALERT_RULE_KINDS = ['any_case', 'count', 'baseline', 'outbreak'] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];
export const ALERT_BASELINES = ['previous_years', 'last_weeks'] as const;
export type AlertBaseline = (typeof ALERT_BASELINES)[number];
/** The level at which cases are counted: the alert's area is one location of this level. */
export const ALERT_LEVELS = ['provinces', 'departments', 'municipalities', 'villages'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
export const ALERT_RULE_STATES = ['active', 'paused'] as const;
export const MANAGE_ALERT = 'manage alert';

export default defineResource({
  name: 'alert_rules',
  singular: 'alert_rule',
  route: '/alerts/rules',
  menu: 'registrations',
  icon: 'NotificationsActive',
  permission: MANAGE_ALERT,
  // Area-limited managers read the national and wider rules that alert them (edited by national managers).
  readableAboveAreas: true,
  fields: {
    name: text({ required: true, list: true, sort: true, search: true, max: 150, section: 'rule' }),
    kind: enumeration(ALERT_RULE_KINDS, { required: true, list: true, filter: true, section: 'rule' }),
    status: enumeration(ALERT_RULE_STATES, { default: 'active', list: true, filter: true, section: 'rule' }),
    // Empty: any notifiable disease.
    disease_id: reference('diseases', { list: true, filter: true, section: 'rule' }),
    specie_id: reference('species', { list: true, filter: true, section: 'rule' }),
    // The rule's area (any level; empty: the whole country).
    province_id: reference('provinces', { filter: true, section: 'area' }),
    department_id: reference('departments', { within: 'province_id', filter: true, section: 'area' }),
    municipality_id: reference('municipalities', { within: 'department_id', section: 'area' }),
    village_id: reference('villages', { within: 'municipality_id', section: 'area' }),
    level: enumeration(ALERT_LEVELS, { default: 'municipalities', list: true, section: 'area' }),
    // Cases per area and week that raise the alert (count), or the least that may (baseline).
    threshold: integer({
      required: true,
      min: 1,
      max: 100_000,
      default: 1,
      list: true,
      section: 'threshold',
    }),
    // Baseline: the week's count must reach factor × the mean of the baseline weeks.
    factor: number({ min: 1, max: 100, section: 'threshold' }),
    baseline: enumeration(ALERT_BASELINES, { default: 'previous_years', section: 'threshold' }),
    role_ids: references('roles', 'alert_rule_roles', { section: 'recipients' }),
    user_ids: references('users', 'alert_rule_users', { section: 'recipients' }),
  },
  sections: ['rule', 'area', 'threshold', 'recipients'],
  defaultSort: ['name', 'ASC'],
  recordRepresentation: 'name',
});
