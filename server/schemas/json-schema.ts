/** The JSON Schema vocabulary the generators use, plus `x-messages` (the i18n message of each keyword). */
export type JsonSchema = {
  [keyword: string]: unknown;
  'x-messages'?: Record<string, { key: string; params?: Record<string, string | number> }>;
};

export type ErrorMessages = NonNullable<JsonSchema['x-messages']>;
