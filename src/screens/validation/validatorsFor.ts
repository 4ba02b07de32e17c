import { email, maxLength, maxValue, minLength, minValue, required, type Validator } from 'react-admin';
import type { Field } from '../../../resources/kit';
import { validationMessage } from './messages';

export type FormMode = 'create' | 'edit';

export const requiredMessage = validationMessage('required', 'This field is required');
const selectionRequiredMessage = validationMessage('selectionRequired', 'Please make a selection');
const emailMessage = validationMessage('email', 'Enter a valid email');
const integerMessage = validationMessage('integer', 'Must be a whole number');
const sameMessage = validationMessage('same', 'The passwords do not match');

const pickerKinds = new Set<Field['kind']>(['enum', 'reference', 'references']);

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const integerOnly: Validator = (value, values) =>
  isBlank(value) || Number.isInteger(Number(value)) ? undefined : integerMessage({ args: {}, value, values });

const sameAs =
  (other: string): Validator =>
  (value, values) =>
    (value ?? '') === (values?.[other] ?? '') ? undefined : sameMessage({ args: {}, value, values });

/** Client-side mirror of the module's rules; the server's 422 messages stay the source of truth. */
export function validatorsFor(field: Field, mode: FormMode): Validator[] {
  const validators: Validator[] = [];
  if (field.required || (field.requiredOnCreate && mode === 'create')) {
    validators.push(required(pickerKinds.has(field.kind) ? selectionRequiredMessage : requiredMessage));
  }
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'password':
    case 'translatable':
      if ('min' in field && field.min !== undefined)
        validators.push(
          minLength(field.min, validationMessage('minLength', 'Must be at least %{min} characters')),
        );
      if (field.max !== undefined)
        validators.push(
          maxLength(field.max, validationMessage('maxLength', 'Must be at most %{max} characters')),
        );
      if (field.kind === 'email') validators.push(email(emailMessage));
      if ('sameAs' in field && field.sameAs) validators.push(sameAs(field.sameAs));
      break;
    case 'integer':
    case 'number':
      if (field.kind === 'integer') validators.push(integerOnly);
      validators.push(...boundValidators(field.min, field.max));
      break;
  }
  return validators;
}

/** Numeric bounds; coordinates pass their own message key so the error names both valid ranges. */
export function boundValidators(
  min: number | undefined,
  max: number | undefined,
  messageKey?: string,
): Validator[] {
  const tooSmall = messageKey
    ? validationMessage(messageKey, 'Out of range')
    : validationMessage('min', 'Must be at least %{min}');
  const tooLarge = messageKey
    ? validationMessage(messageKey, 'Out of range')
    : validationMessage('max', 'Must be at most %{max}');
  const validators: Validator[] = [];
  if (min !== undefined) validators.push(minValue(min, tooSmall));
  if (max !== undefined) validators.push(maxValue(max, tooLarge));
  return validators;
}
