/**
 * Type guards for values whose shape is known at run time (a body that passed its JSON Schema, a parsed
 * file): they let TypeScript see that shape without a cast, and drop what does not have it.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The numbers of a list ([] for anything else). */
export const numbersOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/** The strings of a list ([] for anything else). */
export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** `value` if it is one of `values` (a union's members listed at run time), else null. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((member) => member === value) ?? null;
