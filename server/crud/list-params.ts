import type { Resource } from '../../resources/kit';
import { ApiError } from '../http/errors';
import type { Translate } from '../http/locale';
import { compileStrict, type ValidateFunction } from '../schemas/ajv';
import { filterSchema, rangeSchema, sortSchema } from '../schemas/list-schemas';
import { formatValidationErrors } from '../schemas/validation-errors';

export interface ListParams {
  sort?: [string, string?];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

type Validators = Record<keyof ListParams, ValidateFunction>;
const cache = new WeakMap<Resource, Validators>();

const validatorsOf = (resource: Resource): Validators => {
  let validators = cache.get(resource);
  if (!validators) {
    validators = {
      sort: compileStrict(sortSchema(resource)),
      range: compileStrict(rangeSchema),
      filter: compileStrict(filterSchema(resource)),
    };
    cache.set(resource, validators);
  }
  return validators;
};

const MESSAGES: Record<keyof ListParams, string> = {
  sort: 'validation.badSort',
  range: 'validation.badFilter',
  filter: 'validation.badFilter',
};

/**
 * Decodes the JSON texts of `sort`, `range` and `filter` and checks them against the resource's content
 * schemas (the same ones the OpenAPI document shows): anything else is a 400 naming the parameter.
 */
export function decodeListParams(
  resource: Resource,
  query: Record<string, unknown>,
  t: Translate,
): ListParams {
  const validators = validatorsOf(resource);
  const decoded: ListParams = {};
  for (const key of ['sort', 'range', 'filter'] as const) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(String(raw));
    } catch {
      throw new ApiError(400, MESSAGES[key], { [key]: [t(MESSAGES[key])] });
    }
    const validate = validators[key];
    if (!validate(value)) {
      const details = Object.values(formatValidationErrors(validate.errors ?? [], t)).flat();
      throw new ApiError(400, MESSAGES[key], { [key]: details.length ? details : [t(MESSAGES[key])] });
    }
    decoded[key] = value as never;
  }
  return decoded;
}
