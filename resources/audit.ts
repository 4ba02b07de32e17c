import { can, changes, defineResource, enumeration, integer, reference, text } from './kit';

/**
 * What the audit trail records. Stored as text: a new action (a workflow transition) only needs its
 * name added here and its label in the i18n catalogues.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'destroy',
  'login',
  'login_failed',
  'logout',
  'role_switch',
  'locale',
  'profile_update',
  'password_change',
  'password_forgot',
  'password_reset',
  'export',
  'transition',
  'import',
  'token_create',
  'token_revoke',
  'upgrade',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Append-only: rows are written by the server in the transaction of the change they record (server/audit/). */
export default defineResource({
  name: 'audit',
  singular: 'audit_entry',
  table: 'audit_log',
  permission: 'view audit log',
  route: '/administration/audit',
  menu: 'administration',
  icon: 'History',
  softDelete: false,
  fields: {
    user_id: reference('users', { readOnly: true, list: true, filter: true, onDelete: 'set null' }),
    // The actor's name and email at the time: the row stays readable when the account is deleted.
    actor: text({ readOnly: true, search: true, max: 400 }),
    action: enumeration(AUDIT_ACTIONS, { readOnly: true, list: true, filter: true, sort: true }),
    resource: text({ readOnly: true, list: true, filter: true, max: 100 }),
    record_id: integer({ readOnly: true, list: true, filter: true }),
    ip: text({ readOnly: true, list: true, max: 100 }),
    changes: changes({ list: true }),
  },
  defaultSort: ['id', 'DESC'],
  recordRepresentation: 'action',
  access: { read: can('view audit log'), write: () => false },
});
