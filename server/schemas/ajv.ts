import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The one ajv of the API (JSON Schema 2020-12, the dialect of OpenAPI 3.1). No type coercion: path and
 * query values are declared as strings with exact patterns, so `1e3` or `0x10` never pass for an id.
 * Unknown body keys are removed (`additionalProperties: false`), every error is reported, and errors carry
 * their schema so `x-messages` can name the user's message.
 */
function createAjv(removeAdditional: boolean) {
  const ajv = new Ajv2020({
    coerceTypes: false,
    removeAdditional,
    useDefaults: false,
    allErrors: true,
    verbose: true,
    strictTypes: false,
    strictTuples: false,
    allowUnionTypes: true,
  });
  addFormats(ajv, ['date', 'date-time', 'time', 'email', 'uri']);
  ajv.addKeyword({ keyword: 'x-messages', schemaType: 'object' });
  return ajv;
}

const requestAjv = createAjv(true);
/** For query contents (filters): an unknown key is an error, not something to drop silently. */
const strictAjv = createAjv(false);

export type { ErrorObject, ValidateFunction };

/** Compiles a schema once per object (route schemas are built once at start). */
export const compile = (schema: object): ValidateFunction => requestAjv.compile(schema);
export const compileStrict = (schema: object): ValidateFunction => strictAjv.compile(schema);
