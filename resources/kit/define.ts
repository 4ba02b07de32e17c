import type { Locale } from '../../i18n/locales';
import type { Rule } from './access';
import { can, signedIn } from './access';
import { type Action, type ActionInput, defineActions } from './actions';
import type { Field, TranslatableField } from './fields';
import type { IconName } from './icons';
import { DEFAULT_DATA_LANGUAGE, translationKeys } from './languages';

/** Columns every resource's table has, which its lists may sort by without declaring them. */
export const IMPLICIT_SORTS: readonly string[] = ['id', 'created_at', 'updated_at'];

export type MenuGroup = 'administration' | 'locations' | 'animals' | 'registrations';
export type SortOrder = 'ASC' | 'DESC';

export interface ResourceInput<F extends Record<string, Field> = Record<string, Field>> {
  /** API name: /api/{name}; also the react-admin resource name and the i18n key resources.{name}. */
  name: string;
  /** Singular used in foreign keys and link tables (specie_id, registration_id). */
  singular: string;
  /** SQL table (defaults to the API name). */
  table?: string;
  /** Client path of the list screen, e.g. /locations/provinces. */
  route: string;
  menu: MenuGroup;
  /** Menu icon: a name of the browser's icon map (`./icons.ts`). */
  icon: IconName;
  /**
   * The resource's labels in each language (`resources.{name}.*` of the catalogues, which may override
   * them): its name ("Vaccine |||| Vaccines"), its fields and its enumerations' values.
   */
  labels?: Partial<Record<Locale, ResourceLabels>>;
  /** The permission that gates writes and the menu entry (default: manage {singular}). */
  permission?: string;
  /** Listed in the sidebar (default true). */
  inMenu?: boolean;
  fields: F;
  defaultSort?: [string, SortOrder];
  softDelete?: boolean;
  /** Field (or fields joined by a space) that names a record in pickers and titles. */
  recordRepresentation: string;
  access?: { read?: Rule; write?: Rule; own?: OwnAccess };
  /**
   * Form sections in order (i18n `resources.{name}.sections.{section}`): the form groups its inputs by
   * each field's `section`, two columns on a wide screen. Without sections the form is one column.
   */
  sections?: readonly string[];
  /** A custom screen registered by the browser app under this key overrides the generated one. */
  screens?: { list?: string; create?: string; edit?: string; show?: string };
  /** Workflow actions by name (verify, send-back…): see `./actions`. */
  actions?: Record<string, ActionInput>;
  /**
   * The field holding a client-generated id (a `uuid` text, unique, create-only): a create repeating a
   * stored value answers the original record (200) instead of a duplicate, so an offline client may
   * replay its queue safely.
   */
  clientKey?: string;
  /**
   * Offered to bulk import (CSV / .xlsx with a dry run). `match` lists the field sets that find the
   * existing record a row updates, tried in order (the first whose values the row holds); by default each
   * unique field, then the representation within the parent.
   */
  importable?: boolean | { match?: readonly (readonly string[])[] };
  /**
   * Which of a user's own records the mobile app keeps (`GET /api/sync`): those still `open` (an enum field
   * holding one of the values), and those whose `date` lies within the last SYNC_WINDOW_MONTHS months.
   * Without it, every own record is kept.
   */
  syncWindow?: SyncWindow;
  /**
   * Records are opened and removed by the server only (outbreaks, grouped from registrations): the API
   * has no create or delete route and the screens offer neither.
   */
  serverMade?: boolean;
  /**
   * A located resource whose records may sit at any level or none (alert rules): a viewer with areas also
   * reads, never writes, the records placed above them — the whole country (no place) or an ancestor of one
   * of their areas — which concern them (a provincial officer reads the national rules alerting them).
   */
  readableAboveAreas?: boolean;
}

export interface SyncWindow {
  date: string;
  open?: { field: string; values: readonly string[] };
}

/** How rows of an import find the records they update. */
export interface ImportSpec {
  match: readonly (readonly string[])[];
}

export interface ResourceLabels {
  /** Singular and plural ("Vaccine", "Vaccines"), or a ready polyglot phrase. */
  name: { one: string; other: string } | string;
  fields?: Record<string, string>;
  values?: Record<string, Record<string, string>>;
}

/**
 * Viewers who fail `read` but pass `own.rule` may create records and read those whose `field` holds their
 * id (the field agents of the mobile app).
 */
export interface OwnAccess {
  field: string;
  rule: Rule;
}

export interface Resource<F extends Record<string, Field> = Record<string, Field>>
  extends Required<
    Omit<
      ResourceInput<F>,
      | 'fields'
      | 'screens'
      | 'access'
      | 'actions'
      | 'labels'
      | 'sections'
      | 'clientKey'
      | 'importable'
      | 'syncWindow'
    >
  > {
  clientKey?: string;
  syncWindow?: SyncWindow;
  /** The declared fields (typed, for `RecordOf`) and the translation siblings the kit adds. */
  fields: F & Record<string, Field>;
  labels: Partial<Record<Locale, ResourceLabels>>;
  sections: readonly string[];
  access: { read: Rule; write: Rule; own?: OwnAccess };
  actions: Action[];
  /** Every permission the module names: its own and those of its actions (seeded and synced). */
  permissions: string[];
  screens: NonNullable<ResourceInput['screens']>;
  /** Fields matched by the `q` filter. */
  searchFields: string[];
  /** Bulk import, when the resource offers it. */
  importable: ImportSpec | null;
}

const fieldNamePattern = /^[a-z][a-zA-Z0-9_]*$/;

export function defineResource<const F extends Record<string, Field>>(input: ResourceInput<F>): Resource<F> {
  for (const [key, field] of Object.entries(input.fields)) {
    if (!fieldNamePattern.test(key)) throw new Error(`${input.name}: bad field name ${key}`);
    if (field.kind === 'reference' && !key.endsWith('_id'))
      throw new Error(`${input.name}.${key}: references end in _id`);
    if (field.kind === 'reference' && field.foreignKey === false && !field.readOnly)
      throw new Error(`${input.name}.${key}: a reference without a foreign key is read-only (derived)`);
  }
  for (const [key, field] of Object.entries(input.fields)) {
    if (field.section && !input.sections?.includes(field.section))
      throw new Error(`${input.name}.${key}: unknown section ${field.section}`);
  }
  if (input.clientKey) {
    const key = input.fields[input.clientKey];
    if (key?.kind !== 'text' || key.format !== 'uuid' || !key.unique || !key.createOnly)
      throw new Error(`${input.name}.${input.clientKey}: a client key is a unique, create-only uuid text`);
  }
  if (input.syncWindow) checkSyncWindow(input, input.syncWindow);
  for (const [key, field] of Object.entries(input.fields)) {
    // The prefix is written into an index's predicate and LIKE patterns: nothing to quote or escape.
    if (
      field.kind === 'text' &&
      field.searchPrefix !== undefined &&
      (field.search !== 'indexed' || !/^[A-Za-z0-9-]+$/.test(field.searchPrefix))
    )
      throw new Error(
        `${input.name}.${key}: a search prefix is letters, digits and dashes, on an indexed search`,
      );
    // The length is written into an index's expression (the queries must repeat it as is).
    if (
      field.kind === 'text' &&
      field.searchGroupLength !== undefined &&
      (field.searchPrefix === undefined ||
        !Number.isSafeInteger(field.searchGroupLength) ||
        field.searchGroupLength <= field.searchPrefix.length ||
        input.defaultSort?.[0] === key)
    )
      throw new Error(
        `${input.name}.${key}: a search group is longer than the search prefix, on a list sorted by another field`,
      );
  }
  const containers = Object.values(input.fields).filter((f) => f.kind === 'reference' && f.partOf);
  if (containers.length > 1) throw new Error(`${input.name}: part of one parent at most`);
  if (containers.some((f) => f.kind === 'reference' && (!f.required || f.onDelete !== 'cascade')))
    throw new Error(`${input.name}: a part is required and removed with its parent (onDelete: cascade)`);
  if (Object.values(input.fields).filter((f) => f.kind === 'coordinates').length > 1) {
    throw new Error(`${input.name}: one coordinates field at most`);
  }
  const [sortField] = input.defaultSort ?? [];
  if (sortField && !IMPLICIT_SORTS.includes(sortField) && !input.fields[sortField]?.sort)
    throw new Error(`${input.name}: the default sort ${sortField} is not a sortable field`);
  const permission = input.permission ?? `manage ${input.singular}`;
  const fields = withTranslations(input.fields);
  const actions = defineActions(input.actions ?? {});
  for (const action of actions) checkAction(input, action);
  return {
    table: input.name,
    softDelete: true,
    inMenu: true,
    serverMade: false,
    readableAboveAreas: false,
    defaultSort: ['id', 'DESC'],
    ...input,
    sections: input.sections ?? [],
    fields,
    permission,
    access: {
      read: input.access?.read ?? signedIn,
      write: input.access?.write ?? can(permission),
      own: input.access?.own,
    },
    screens: input.screens ?? {},
    actions,
    permissions: [...new Set([permission, ...actions.flatMap((a) => (a.permission ? [a.permission] : []))])],
    labels: input.labels ?? {},
    searchFields: Object.entries(fields)
      .filter(([, f]) => f.search)
      .map(([k]) => k),
    importable: importSpec(input, fields),
  };
}

function checkSyncWindow(input: ResourceInput, { date, open }: SyncWindow) {
  const dateField = input.fields[date];
  if (dateField?.kind !== 'date' && dateField?.kind !== 'datetime')
    throw new Error(`${input.name}: the sync window's ${date} is not a date field`);
  const openField = open ? input.fields[open.field] : undefined;
  if (open && (openField?.kind !== 'enum' || open.values.some((v) => !openField.values.includes(v))))
    throw new Error(`${input.name}: the sync window's open ${open.field} values are not values of an enum`);
}

/** The declared match sets (only fields the resource has), or the unique fields then name within parent. */
function importSpec(input: ResourceInput, fields: Record<string, Field>): ImportSpec | null {
  if (!input.importable) return null;
  const declared = input.importable === true ? undefined : input.importable.match;
  const parent = Object.entries(fields).find(([, f]) => f.kind === 'reference' && f.parent)?.[0];
  const derived = [
    ...Object.entries(fields)
      .filter(([, f]) => f.unique && !f.readOnly)
      .map(([key]) => [key]),
    parent ? [input.recordRepresentation, parent] : [input.recordRepresentation],
  ];
  const usable = (declared ?? derived).filter((set) => set.every((key) => key in fields));
  const match = usable.filter((set, i) => usable.findIndex((s) => s.join() === set.join()) === i);
  return { match };
}

/**
 * Each translatable field is followed by one sibling per other data language (`name_en`, `name_ar`):
 * optional, searched like it, never unique, listed or sorted on its own (the declared key shows and
 * sorts in the viewer's language).
 */
function withTranslations<F extends Record<string, Field>>(fields: F): F & Record<string, Field> {
  const out: Record<string, Field> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.kind !== 'translatable' || field.translationOf) {
      out[key] = field;
      continue;
    }
    out[key] = { ...field, language: DEFAULT_DATA_LANGUAGE };
    for (const { language, key: sibling } of translationKeys(key).slice(1)) {
      if (sibling in fields) throw new Error(`${key}: ${sibling} is the ${language} translation`);
      const translation: TranslatableField = {
        kind: 'translatable',
        max: field.max,
        multiline: field.multiline,
        search: field.search,
        hidden: field.hidden,
        language,
        translationOf: key,
      };
      out[sibling] = translation;
    }
  }
  return out as F & Record<string, Field>;
}

/** The fields a module declares, by their types: `users.fields[key]` for one of them is never undefined. */
export type DeclaredFields<R> = R extends Resource<infer F> ? F : never;

/** A field the caller knows the resource declares (a search field, an action's state): a bug if not. */
export function fieldOf(resource: Resource, key: string): Field {
  const field = resource.fields[key];
  if (!field) throw new Error(`${resource.name} has no field ${key}`);
  return field;
}

/** An action must move an enum field between its values and stamp fields that exist. */
function checkAction(input: ResourceInput<Record<string, Field>>, action: Action) {
  const where = `${input.name}.${action.name}`;
  const state = input.fields[action.field];
  if (state?.kind !== 'enum') throw new Error(`${where}: ${action.field} is not an enum field`);
  for (const value of [...action.from, action.to])
    if (!state.values.includes(value)) throw new Error(`${where}: unknown state ${value}`);
  if (action.stamp && input.fields[action.stamp]?.kind !== 'datetime')
    throw new Error(`${where}: ${action.stamp} is not a datetime field`);
  if (action.commentField && input.fields[action.commentField]?.kind !== 'longText')
    throw new Error(`${where}: ${action.commentField} is not a longText field`);
  if (action.author && !input.access?.own) throw new Error(`${where}: author actions need access.own`);
}

/** A child collection of a resource: the resource whose records are part of it, and the key pointing at it. */
export interface ChildCollection {
  resource: Resource;
  key: string;
}

/** The child collections of a resource (its laboratory samples, for a registration), in registry order. */
export function childCollectionsOf(name: string, registry: readonly Resource[]): ChildCollection[] {
  return registry.flatMap((resource) =>
    Object.entries(resource.fields).flatMap(([key, field]) =>
      field.kind === 'reference' && field.partOf && field.target === name ? [{ resource, key }] : [],
    ),
  );
}

/** The parent a child collection's resource is part of, if any. */
export function containerOf(resource: Resource): { target: string; key: string } | null {
  for (const [key, field] of Object.entries(resource.fields))
    if (field.kind === 'reference' && field.partOf) return { target: field.target, key };
  return null;
}

/** One level above a resource in its hierarchy: the parent resource and the key pointing at it. */
export interface Ancestor {
  resource: string;
  key: string;
}

/**
 * The ancestors of a resource, from the top: for villages, provinces (by province_id), departments
 * (by department_id), municipalities (by municipality_id).
 */
export function ancestryOf(name: string, registry: readonly Resource[]): Ancestor[] {
  const chain: Ancestor[] = [];
  const seen = new Set<string>();
  let current = registry.find((r) => r.name === name);
  while (current && !seen.has(current.name)) {
    seen.add(current.name);
    const parent = Object.entries(current.fields).find(([, f]) => f.kind === 'reference' && f.parent);
    if (!parent || parent[1].kind !== 'reference') break;
    const target = parent[1].target;
    chain.unshift({ resource: target, key: parent[0] });
    current = registry.find((r) => r.name === target);
  }
  return chain;
}
