import type { GetValidationMessageParams, ValidationErrorMessage } from 'react-admin';

/**
 * A message under i18n `validation.<key>`, carrying an English default so a missing key still reads well.
 * react-admin's ValidationError translates `{ message, args }` with `args` as interpolation options.
 */
export const validationMessage =
  (key: string, fallback: string, extraArgs: Record<string, unknown> = {}) =>
  ({ args }: GetValidationMessageParams): ValidationErrorMessage => ({
    message: `validation.${key}`,
    args: { ...args, ...extraArgs, _: fallback },
  });
