import type { Field, Resource } from '../../resources/kit';

export type FieldEntry = [name: string, field: Field];

/** A translation column is entered, shown and listed through the field it translates. */
const isTranslation = (field: Field) => field.kind === 'translatable' && !!field.translationOf;

const entries = (resource: Resource): FieldEntry[] =>
  Object.entries(resource.fields).filter(([, field]) => !isTranslation(field));

/** Inputs of the generated forms, in module order. */
export const formFields = (resource: Resource): FieldEntry[] =>
  entries(resource).filter(([, f]) => !f.readOnly && !f.hidden);

/** Columns of the generated list. */
export const listFields = (resource: Resource): FieldEntry[] => entries(resource).filter(([, f]) => f.list);

/** Filters offered above the list. */
export const filterFields = (resource: Resource): FieldEntry[] =>
  entries(resource).filter(([, f]) => f.filter);

/** Lines of the show screen: never secrets nor form-only helpers. */
export const showFields = (resource: Resource): FieldEntry[] =>
  entries(resource).filter(([, f]) => !f.writeOnly && !f.virtual && !f.hidden);
