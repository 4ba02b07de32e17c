/** The JSON Schema vocabulary the generators use, plus `x-messages` (the i18n message of each keyword). */
export type JsonSchema = {
  [keyword: string]: unknown;
  type?: string | readonly string[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  minLength?: number;
  'x-messages'?: Record<string, { key: string; params?: Record<string, string | number> }>;
};

export type ErrorMessages = NonNullable<JsonSchema['x-messages']>;
