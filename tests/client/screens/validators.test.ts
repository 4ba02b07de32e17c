import type { ValidationErrorMessageWithArgs, Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { integer, reference, text } from '../../../resources/kit';
import { boundValidators, validatorsFor } from '../../../src/screens/validation/validatorsFor';

const keyOf = (error: unknown) => (error as ValidationErrorMessageWithArgs | undefined)?.message;
const firstError = (validators: Validator[], value: unknown) =>
  validators.map((validator) => keyOf(validator(value, {}, undefined))).find(Boolean);

// react-admin memoizes its own validators by the JSON of their arguments, where a message function is
// `null`: required(a) and required(b) were one validator, whichever a form asked for first.
describe('the validators of a form', () => {
  it('say what each field lacks, whichever form was opened first', () => {
    const picker = validatorsFor(reference('species', { required: true }), 'create');
    const name = validatorsFor(text({ required: true }), 'create');
    expect(firstError(picker, '')).toBe('validation.selectionRequired');
    expect(firstError(name, '')).toBe('validation.required');
  });

  it('keep each bound its own message when two share a limit', () => {
    const plain = validatorsFor(integer({ min: -90, max: 90 }), 'create');
    const coordinates = boundValidators(-90, 90, 'coordinates');
    expect(firstError(plain, 91)).toBe('validation.max');
    expect(firstError(coordinates, 91)).toBe('validation.coordinates');
  });

  it('mark a required field as such (the label’s asterisk)', () => {
    const [name] = validatorsFor(text({ required: true }), 'create');
    expect(name).toHaveProperty('isRequired', true);
  });
});
