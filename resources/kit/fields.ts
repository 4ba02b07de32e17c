/**
 * Field builders: each returns a plain, serialisable description that the server turns into columns,
 * validation, filters and sorting, and the browser turns into inputs and columns.
 */

import type { DataLanguage } from './languages';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'password'
  | 'integer'
  | 'number'
  | 'enum'
  | 'reference'
  | 'references'
  | 'coordinates'
  | 'datetime'
  | 'date'
  | 'boolean'
  | 'multiEnum'
  | 'translatable'
  | 'changes';

export interface FieldFlags {
  required?: boolean;
  /** Shown as a column in the list screen. */
  list?: boolean;
  /** Usable as an equality / "in" filter (and _gte/_lte for numbers and dates). */
  filter?: boolean;
  sort?: boolean;
  /**
   * Matched by the `q` filter anywhere in the text: unindexed (true, small tables), or served by a
   * trigram index at any size ('indexed', e.g. registration references).
   */
  search?: boolean | 'indexed';
  /** Unique among live and trashed rows; text uniqueness is case-insensitive. */
  unique?: boolean;
  /** Set by the server only: never read from a request body. */
  readOnly?: boolean;
  /** Never sent back in a response (password hashes). */
  writeOnly?: boolean;
  /** Not stored: checked, then dropped (password confirmation). */
  virtual?: boolean;
  /** Only required on create (a password on update may stay empty). */
  requiredOnCreate?: boolean;
  /** Set by a create only; an update never changes it (a client-generated id). */
  createOnly?: boolean;
  /** Hidden from generated forms and show screens (still in the API). */
  hidden?: boolean;
  /** Listed in the export workbook (default: the list columns). */
  exported?: boolean;
  /**
   * The form section the input sits in (one of the resource's `sections`); a field without one goes
   * to the last section.
   */
  section?: string;
}

export interface TextField extends FieldFlags {
  kind: 'text' | 'longText' | 'email' | 'password';
  min?: number;
  max?: number;
  /** The field must hold the same value as this other field. */
  sameAs?: string;
  /** Filled by a named server generator when absent. */
  generate?: 'registrationRef';
  /** The text must have this shape (stored lower-case for `uuid`). */
  format?: 'uuid';
  /**
   * What nearly every value starts with (a generated reference's `REG-`), letters, digits and dashes, on
   * an indexed search field: a needle starting with it is found by a prefix range of a covering B-tree
   * (index-only), and the few values holding it further in by a small partial trigram index.
   */
  searchPrefix?: string;
  /**
   * How many leading characters group the values that start with `searchPrefix` (`REG-YYMMDD`: a day's
   * references). A prefix search shorter than that, with more matches than the search gathers, reads each
   * group's first rows in the list's default order off an index keyed by the group, instead of sorting
   * every match (server/crud/prefix-search.ts).
   */
  searchGroupLength?: number;
}

export interface NumberField extends FieldFlags {
  kind: 'integer' | 'number';
  min?: number;
  max?: number;
  default?: number;
  /**
   * When given, the value is at least the sum of each group of other number fields of the record (the
   * animals at risk hold the sick ones, and the dead, destroyed and slaughtered ones). An empty addend
   * counts as 0.
   */
  atLeastSumOf?: readonly (readonly string[])[];
}

export interface EnumField extends FieldFlags {
  kind: 'enum';
  values: readonly string[];
  default?: string;
  /**
   * Recomputed by a named server rule whenever a record of one of the resource's child collections
   * changes (a case's classification from its laboratory samples).
   */
  derive?: string;
}

export interface ReferenceField extends FieldFlags {
  kind: 'reference';
  /** API name of the referenced resource. */
  target: string;
  /**
   * The referenced record must share this field with the record being saved
   * (a breed's specie_id must equal the registration's specie_id). The browser filters the picker the same way.
   */
  within?: string;
  /** Referencing rows follow the target into the database's ON DELETE rule. */
  onDelete?: 'restrict' | 'cascade' | 'set null';
  /**
   * `false`: no foreign key. For a read-only copy the database derives from another reference that has
   * one (a registration's province, department and municipality, from its village): the derivation
   * already keeps it true, and a key would repeat that check on every written row.
   */
  foreignKey?: false;
  /** Filled with the signed-in user's id on create (the author of a record). */
  owner?: boolean;
  /**
   * The record's parent in a hierarchy (a village's municipality). Pickers of this resource then offer
   * its ancestors first: province, then department, then municipality, then village.
   */
  parent?: boolean;
  /**
   * The record is part of the referenced one (a laboratory sample of a registration): a child collection
   * shown and edited on the parent's page, read and written only where the parent is (its areas), and
   * removed with it. The parent's derived fields follow every change of its children.
   */
  partOf?: boolean;
  /**
   * What an empty reference means, as a translation key shown in its place on lists and pages (an alert
   * without a disease counts every notifiable disease).
   */
  whenEmpty?: string;
}

export interface ReferencesField extends FieldFlags {
  kind: 'references';
  target: string;
  /** Link table holding the pairs, e.g. registration_diseases. */
  through: string;
  /**
   * false: the link's target column has no foreign key. Checking one locks each target row for every pair
   * written (an alert's 1,000 reports: 235 ms of its first evaluation); whoever writes the pairs and deletes
   * targets keeps them consistent instead, in the database (alert_registrations: drizzle/0055).
   */
  foreignKey?: false;
  /**
   * false: the link's owner column has no foreign key. Checking one ran a query and locked the owner row for
   * every pair written (an import's 200,000 disease links; an alert's 1,000 reports, all of one alert); the
   * database keeps the pairs consistent instead, one statement at a time (registration_diseases: drizzle/0060,
   * alert_registrations: 0062).
   */
  ownerForeignKey?: false;
}

export interface CoordinatesField extends FieldFlags {
  kind: 'coordinates';
}

export interface DateTimeField extends FieldFlags {
  kind: 'datetime';
}

/** `today`: the current day in the dashboard's time zone (a date in the future is refused). */
export type DateBound = 'today' | (string & {});

/** A calendar day (YYYY-MM-DD), without a time of day nor a time zone: an onset or a sample date. */
export interface DateField extends FieldFlags {
  kind: 'date';
  /** The day may not come after this other date field of the record, or after `today`. */
  notAfter?: readonly DateBound[];
  /** The day may not come before these other date fields of the record (a result after its sample). */
  notBefore?: readonly string[];
  /** Required as soon as this other field holds a value outside `except` (a result date once a result is in). */
  requiredWhen?: RequiredWhen;
  /** Filled with the current day on create when absent. */
  default?: 'today';
}

export interface RequiredWhen {
  field: string;
  except: readonly string[];
}

export interface BooleanField extends FieldFlags {
  kind: 'boolean';
  default?: boolean;
}

/** Several values of a closed list (control measures applied), stored as one text array. */
export interface MultiEnumField extends FieldFlags {
  kind: 'multiEnum';
  values: readonly string[];
  /** Values that stand alone ("none"): chosen with any other, the selection is refused. */
  exclusive?: readonly string[];
}

/**
 * Text entered once per data language. The declared key holds the default language (required there
 * only); `defineResource` adds one sibling per other language (`name_en`, `name_ar`) that points back
 * with `translationOf`. Readers show the viewer's language and fall back to the default one.
 */
export interface TranslatableField extends FieldFlags {
  kind: 'translatable';
  min?: number;
  max?: number;
  /** Entered in a multi-line box (descriptions). */
  multiline?: boolean;
  /** The language this column holds (set by defineResource). */
  language?: DataLanguage;
  /** On a sibling: the default-language key it translates. */
  translationOf?: string;
}

/** What a write changed, field by field: `{ field: { before, after } }` (the audit trail). Set by the server. */
export interface ChangesField extends FieldFlags {
  kind: 'changes';
}

export type Field =
  | ChangesField
  | TextField
  | NumberField
  | EnumField
  | ReferenceField
  | ReferencesField
  | CoordinatesField
  | DateTimeField
  | DateField
  | BooleanField
  | MultiEnumField
  | TranslatableField;

/** Distributes over the field types: the one declaring kind K. */
type DeclaringKind<F, K> = F extends { kind: infer Declared } ? (K extends Declared ? F : never) : never;
/** The field type of a kind (`integer` and `number` share NumberField). */
export type FieldOfKind<K extends FieldKind> = DeclaringKind<Field, K>;

type Options<F> = Omit<F, 'kind'>;

export const text = (o: Options<TextField> = {}): TextField => ({ kind: 'text', max: 255, ...o });
export const longText = (o: Options<TextField> = {}): TextField => ({ kind: 'longText', max: 10_000, ...o });
export const email = (o: Options<TextField> = {}): TextField => ({ kind: 'email', max: 255, ...o });
/** The shortest password accepted anywhere (sign-in form, account forms, the users' field). */
export const PASSWORD_MIN = 6;

export const password = (o: Options<TextField> = {}): TextField => ({
  kind: 'password',
  min: PASSWORD_MIN,
  max: 255,
  writeOnly: true,
  ...o,
});
export const integer = (o: Options<NumberField> = {}): NumberField => ({ kind: 'integer', ...o });
export const number = (o: Options<NumberField> = {}): NumberField => ({ kind: 'number', ...o });
export const enumeration = (
  values: readonly string[],
  o: Omit<Options<EnumField>, 'values'> = {},
): EnumField => ({
  kind: 'enum',
  values,
  ...o,
});
export const reference = (
  target: string,
  o: Omit<Options<ReferenceField>, 'target'> = {},
): ReferenceField => ({
  kind: 'reference',
  target,
  ...o,
});
export const references = (
  target: string,
  through: string,
  o: Omit<Options<ReferencesField>, 'target' | 'through'> = {},
): ReferencesField => ({ kind: 'references', target, through, ...o });
export const coordinates = (o: Options<CoordinatesField> = {}): CoordinatesField => ({
  kind: 'coordinates',
  ...o,
});
export const translatable = (o: Options<TranslatableField> = {}): TranslatableField => ({
  kind: 'translatable',
  max: o.multiline ? 10_000 : 255,
  ...o,
});
export const datetime = (o: Options<DateTimeField> = {}): DateTimeField => ({ kind: 'datetime', ...o });
export const date = (o: Options<DateField> = {}): DateField => ({ kind: 'date', ...o });
export const boolean = (o: Options<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...o });
export const multiEnum = (
  values: readonly string[],
  o: Omit<Options<MultiEnumField>, 'values'> = {},
): MultiEnumField => ({ kind: 'multiEnum', values, ...o });
export const changes = (o: Options<ChangesField> = {}): ChangesField => ({
  kind: 'changes',
  readOnly: true,
  ...o,
});
