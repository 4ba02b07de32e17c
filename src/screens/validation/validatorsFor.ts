import type { GetValidationMessage, Validator } from 'react-admin';
import {
  boundChecks,
  type Check,
  type Field,
  type FormMode,
  isAfterBound,
  isBeforeField,
  type Message,
  type RequiredWhen,
  requiringValue,
  rulesOf,
  shortOfSum,
  todayIn,
  validationKey,
} from '../../../resources/kit';
import { validationMessage } from './messages';

export type { FormMode };

/** The i18n key under `validation.` and its English fallback (a missing key still reads well). */
const FALLBACKS: Record<string, string> = {
  required: 'This field is required',
  selectionRequired: 'Please make a selection',
  email: 'Enter a valid email',
  integer: 'Must be a whole number',
  same: 'The passwords do not match',
  minLength: 'Must be at least %{min} characters',
  maxLength: 'Must be at most %{max} characters',
  passwordMin: 'Password too short (min 6 characters)',
  min: 'Must be at least %{min}',
  max: 'Must be at most %{max}',
  invalidCharacters: 'Contains a character that is not allowed',
  coordinates: 'Out of range',
  exists: 'The selected item does not exist',
  date: 'Enter a valid date',
  notAfter: 'Cannot be later than %{field}',
  notAfterToday: 'Cannot be later than today',
  notBefore: 'Cannot be earlier than %{field}',
  requiredWhen: 'Required when %{field} is “%{value}”',
  atLeastSum: 'Must be at least %{total} (%{fields})',
  exclusive: '"%{value}" cannot be combined with another choice',
};

const messageOf = (message: Message) => {
  const key = message.key.replace(/^validation\./, '');
  return validationMessage(key, FALLBACKS[key] ?? key, message.params);
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/*
 * Not react-admin's required, minLength, maxLength, minValue and maxValue: those are memoized on the JSON
 * of their arguments, where a message function is `null`, so `required(a)` returned the validator first
 * built for `required(b)`: a text field said "Please make a selection" once a picker's form had been open,
 * a latitude out of range said "Must be at most 90" once a number field bounded at 90 had been shown.
 * These test as react-admin's do (an empty array is empty, a bound skips an empty value) with its args.
 */
const isEmpty = (value: unknown) => isBlank(value) || (Array.isArray(value) && value.length === 0);

/** `isRequired` is how react-admin's inputs know to star their label. */
const required = (message: GetValidationMessage): Validator =>
  Object.assign(
    (value: unknown, values: unknown) =>
      isEmpty(value) ? message({ args: undefined, value, values }) : undefined,
    { isRequired: true },
  );

const bound =
  (
    refused: (value: unknown) => boolean,
    args: Record<string, number>,
    message: GetValidationMessage,
  ): Validator =>
  (value, values) =>
    !isEmpty(value) && refused(value) ? message({ args, value, values }) : undefined;

const lengthOf = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value.length : 0);

const minLength = (min: number, message: GetValidationMessage) =>
  bound((value) => lengthOf(value) < min, { min }, message);
const maxLength = (max: number, message: GetValidationMessage) =>
  bound((value) => lengthOf(value) > max, { max }, message);
const minValue = (min: number, message: GetValidationMessage) =>
  bound((value) => Number(value) < min, { min }, message);
const maxValue = (max: number, message: GetValidationMessage) =>
  bound((value) => Number(value) > max, { max }, message);

export const requiredValidator = required(messageOf(validationKey('required')));

const matches =
  (pattern: string, message: Message): Validator =>
  (value, values) => {
    if (isBlank(value) || new RegExp(pattern, 'u').test(String(value))) return undefined;
    return messageOf(message)({ args: {}, value, values });
  };

const integerOnly =
  (message: Message): Validator =>
  (value, values) =>
    isBlank(value) || Number.isInteger(Number(value))
      ? undefined
      : messageOf(message)({ args: {}, value, values });

const sameAs =
  (other: string, message: Message): Validator =>
  (value, values) =>
    (value ?? '') === (values?.[other] ?? '') ? undefined : messageOf(message)({ args: {}, value, values });

/** "Today" is the reader's own day here; the server checks against the configured time zone. */
const notAfter =
  (other: string, message: Message, labelOf: LabelOf): Validator =>
  (value, values) =>
    isAfterBound(value, other, values ?? {}, todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone))
      ? messageOf({ ...message, params: { field: labelOf(other) } })({ args: {}, value, values })
      : undefined;

const notBefore =
  (other: string, message: Message, labelOf: LabelOf): Validator =>
  (value, values) =>
    isBeforeField(value, other, values ?? {})
      ? messageOf({ ...message, params: { field: labelOf(other) } })({ args: {}, value, values })
      : undefined;

const requiredWhen =
  (rule: RequiredWhen, message: Message, labels: Labels): Validator =>
  (value, values) => {
    const requiring = requiringValue(value, rule, values ?? {});
    if (requiring === null) return undefined;
    const params = { field: labels.field(rule.field), value: labels.value(requiring, rule.field) };
    return messageOf({ ...message, params })({ args: {}, value, values });
  };

const atLeastSum =
  (others: readonly string[], message: Message, labelOf: LabelOf): Validator =>
  (value, values) => {
    const total = shortOfSum(value, others, values ?? {});
    if (total === null) return undefined;
    const params = { total, fields: others.map(labelOf).join(' + ') };
    return messageOf({ ...message, params })({ args: {}, value, values });
  };

const exclusive =
  (alone: readonly string[], message: Message, valueLabel: LabelOf): Validator =>
  (value, values) => {
    const chosen: unknown[] = Array.isArray(value) ? value : [];
    const single = chosen.find((v) => alone.includes(String(v)));
    return single !== undefined && chosen.length > 1
      ? messageOf({ ...message, params: { value: valueLabel(String(single)) } })({ args: {}, value, values })
      : undefined;
  };

/** A field's label, or one of its values' label, in the reader's language. */
export type LabelOf = (key: string) => string;

export interface Labels {
  field: LabelOf;
  /** A value's label: of the validated field, or of `field` when given (another field of the record). */
  value: (raw: string, field?: string) => string;
}

const rawLabels: Labels = { field: (key) => key, value: (key) => key };

/** One rule of the shared table as a react-admin validator (the server checks the same rule with ajv). */
function validatorOf(check: Check, labels: Labels = rawLabels): Validator | null {
  switch (check.keyword) {
    case 'minLength':
      return minLength(check.limit, messageOf(check.message));
    case 'maxLength':
      return maxLength(check.limit, messageOf(check.message));
    case 'minimum':
      return minValue(check.limit, messageOf(check.message));
    case 'maximum':
      return maxValue(check.limit, messageOf(check.message));
    case 'pattern':
      return matches(check.pattern, check.message);
    case 'multipleOf':
      return integerOnly(check.message);
    case 'sameAs':
      return sameAs(check.other, check.message);
    case 'notAfter':
      return notAfter(check.other, check.message, labels.field);
    case 'notBefore':
      return notBefore(check.other, check.message, labels.field);
    case 'requiredWhen':
      return requiredWhen({ field: check.other, except: check.except }, check.message, labels);
    case 'atLeastSum':
      return atLeastSum(check.others, check.message, labels.field);
    case 'exclusive':
      return exclusive(check.values, check.message, (raw) => labels.value(raw));
    case 'enum':
      // A picker offers only the allowed values.
      return null;
  }
}

/** The field's validators, from the same rule table (`resources/kit/rules.ts`) as the server's schemas. */
export function validatorsFor(field: Field, mode: FormMode, labels?: Labels): Validator[] {
  const rules = rulesOf(field, mode);
  const validators: Validator[] = [];
  if (rules.required) validators.push(required(messageOf(rules.required)));
  // Reference pickers only offer existing records: their id bounds are the server's business.
  if (field.kind === 'reference' || field.kind === 'references') return validators;
  for (const check of rules.checks) {
    const validator = validatorOf(check, labels);
    if (validator) validators.push(validator);
  }
  return validators;
}

/** Numeric bounds; coordinates pass their own message key so the error names both valid ranges. */
export function boundValidators(
  min: number | undefined,
  max: number | undefined,
  messageKey?: string,
): Validator[] {
  const message = messageKey ? validationKey(messageKey) : undefined;
  return boundChecks(min, max, message).flatMap((check) => validatorOf(check) ?? []);
}
