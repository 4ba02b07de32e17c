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

/**
 * Compiles each distinct schema once per process. ajv caches by object, and route schemas are new objects
 * in every app built (the test suite builds one per file in the same process): without this, each build
 * compiles them all again (~0.5 CPU-second) and the ajv keeps every copy.
 */
function compilerOf(ajv: Ajv2020) {
  const compiled = new Map<string, ValidateFunction>();
  return (schema: object): ValidateFunction => {
    const key = JSON.stringify(schema);
    const known = compiled.get(key);
    if (known) return known;
    const validate = ajv.compile(schema);
    compiled.set(key, validate);
    return validate;
  };
}

export type { ErrorObject, ValidateFunction };

export const compile = compilerOf(createAjv(true));
/** For query contents (filters): an unknown key is an error, not something to drop silently. */
export const compileStrict = compilerOf(createAjv(false));
