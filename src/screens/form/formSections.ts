import type { Field, Resource } from '../../../resources/kit';
import { type FieldEntry, formFields } from '../fieldSelections';

export interface FormSection {
  name: string;
  fields: FieldEntry[];
}

/** The resource's sections in order, each with its inputs; fields without a section go to the last one. */
export function formSections(resource: Resource): FormSection[] {
  const last = resource.sections[resource.sections.length - 1];
  return resource.sections
    .map((name) => ({
      name,
      fields: formFields(resource).filter(([, field]) => (field.section ?? last) === name),
    }))
    .filter((section) => section.fields.length > 0);
}

/** Inputs that need the section's whole width: several values side by side, a map, long text. */
export const isWide = (field: Field): boolean =>
  field.kind === 'coordinates' ||
  field.kind === 'references' ||
  field.kind === 'longText' ||
  field.kind === 'translatable';
