/**
 * The database schema: one table per registry resource (derived from its fields), the link tables of
 * its many-to-many fields, and the tables of sessions, mail and security. drizzle-kit reads this file.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resources } from '../../resources';
import type { Resource } from '../../resources/kit';
import { type AnyTable, linkTable, tableFromResource } from './resource-tables';

/** The tables of a registry: one per resource, and one per many-to-many link. */
export function buildRegistryTables(registry: readonly Resource[]) {
  const tables = new Map<string, AnyTable>();
  const resolve = (name: string): AnyTable => {
    const table = tables.get(name);
    if (!table) throw new Error(`unknown resource ${name}`);
    return table;
  };
  for (const resource of registry) tables.set(resource.name, tableFromResource(resource, resolve));

  const links = new Map<string, AnyTable>();
  for (const resource of registry) {
    for (const field of Object.values(resource.fields)) {
      if (field.kind !== 'references') continue;
      const target = registry.find((r) => r.name === field.target);
      if (!target) throw new Error(`${resource.name}: unknown target ${field.target}`);
      links.set(
        field.through,
        linkTable(resource, target, field, resolve(resource.name), resolve(target.name)),
      );
    }
  }
  return { tables, links };
}

export const registryTables = buildRegistryTables(resources);

function found(kind: string, map: Map<string, AnyTable>, name: string): AnyTable {
  const table = map.get(name);
  if (!table) throw new Error(`no ${kind} table ${name} in the registry`);
  return table;
}
/** The table of a registry resource, by resource name. */
export const tableNamed = (name: string) => found('resource', registryTables.tables, name);
const linkNamed = (name: string) => found('link', registryTables.links, name);

export const users = tableNamed('users');
export const roles = tableNamed('roles');
export const permissions = tableNamed('permissions');
export const species = tableNamed('species');
export const diseases = tableNamed('diseases');
export const breeds = tableNamed('breeds');
export const provinces = tableNamed('provinces');
export const departments = tableNamed('departments');
export const municipalities = tableNamed('municipalities');
export const villages = tableNamed('villages');
export const registrations = tableNamed('registrations');
export const samples = tableNamed('samples');
export const outbreaks = tableNamed('outbreaks');
export const userRoles = linkNamed('user_roles');
export const userPermissions = linkNamed('user_permissions');
export const userProvinces = linkNamed('user_provinces');
export const userDepartments = linkNamed('user_departments');
export const userMunicipalities = linkNamed('user_municipalities');
export const userVillages = linkNamed('user_villages');
export const rolePermissions = linkNamed('role_permissions');
export const auditLog = tableNamed('audit');
export const registrationDiseases = linkNamed('registration_diseases');
export const diseaseSpecies = linkNamed('disease_species');
export const alertRules = tableNamed('alert_rules');
export const alertRuleRoles = linkNamed('alert_rule_roles');
export const alertRuleUsers = linkNamed('alert_rule_users');
export const alerts = tableNamed('alerts');
export const alertRegistrations = linkNamed('alert_registrations');

/** Server-side sessions; the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    xsrf_token: text('xsrf_token').notNull(),
    active_role: text('active_role'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id), index('sessions_last_seen_at_idx').on(t.last_seen_at)],
);

/** Personal access tokens of the mobile app (Sanctum's model): only a hash of each token is stored. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device the user named when signing in from the app. */
    name: text('name').notNull(),
    /** SHA-256 (hex) of the secret half of the token. */
    token_hash: text('token_hash').notNull(),
    /** What the token may do: `read`, `write`, or `*` for both. */
    abilities: jsonb('abilities').$type<string[]>().notNull().default(sql`'["*"]'::jsonb`),
    /** The role the token acts in (the user's default role when it was made). */
    active_role: text('active_role'),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_token_hash_unique').on(t.token_hash),
    index('personal_access_tokens_user_id_idx').on(t.user_id),
    index('personal_access_tokens_expires_at_idx').on(t.expires_at),
  ],
);

/** Password-reset codes, stored hashed, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_email_idx').on(t.email)],
);

/** Mail that could not be (or need not be) sent through SMTP: the out-of-the-box delivery. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sliding-window counters for throttling (login, reset), shared by every API process. */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttles_reset_at_idx').on(t.reset_at)],
);

/** Application settings kept in the database (the demo-seed marker, for one). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
export * from './schema-alerts';
export * from './schema-boundaries';
export * from './schema-dashboard';
export * from './schema-import';
export * from './schema-outbreaks';
export * from './schema-photos';
export * from './schema-upgrade';
export * from './schema-workflow';
