/** fast-check arbitraries of valid and hostile values, driven by the JSON Schemas of the document. */
import fc from 'fast-check';
import type { JsonSchema } from '../../../server/schemas/json-schema';

const HUGE = 'x'.repeat(300_000);

/** Strings an attacker tries: NUL, control and RTL characters, huge, prototype keys, broken escapes. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '__proto__',
    'constructor',
    'prototype',
    '%',
    '%zz',
    '%E0%A4%A',
    '\uD800',
    '\u202Eevil',
    'null',
    'undefined',
    'NaN',
    '1e3',
    '0x10',
    '-1',
    '2147483648',
    '99999999999999999999999',
    '1.5',
    '   1 ',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'ﷺ 𝕏 🐄',
    '-005000-01-01',
    '+300000-01-01',
    'a'.repeat(256),
    'a'.repeat(70_000),
    HUGE,
  ),
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    2147483647,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    5e-324,
    0.5,
  ),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, with prototype keys among object keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'id', 'deleted_at')),
    tie('value'),
    { maxKeys: 4 },
  ),
})).value;

const types = (schema: JsonSchema): string[] => [schema.type ?? []].flat() as string[];

/** A value the schema accepts (as far as a generator from the schema can tell). */
export function validValue(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options)
    return fc.oneof(
      ...options.map((o) => validValue({ ...schema, anyOf: undefined, oneOf: undefined, ...o }, ids)),
    );
  const kinds = types(schema);
  const alternatives: fc.Arbitrary<unknown>[] = [];
  for (const kind of kinds) {
    if (kind === 'null') alternatives.push(fc.constant(null));
    if (kind === 'integer') {
      const min = (schema.minimum as number | undefined) ?? -1000;
      const max = (schema.maximum as number | undefined) ?? 1000;
      alternatives.push(
        min >= 1 ? fc.constantFrom(...ids) : fc.integer({ min, max: Math.min(max, min + 10_000) }),
      );
    }
    if (kind === 'number') {
      const min = (schema.minimum as number | undefined) ?? -1000;
      const max = (schema.maximum as number | undefined) ?? 1000;
      alternatives.push(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    if (kind === 'boolean') alternatives.push(fc.boolean());
    if (kind === 'string') alternatives.push(validString(schema));
    if (kind === 'array') {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      alternatives.push(
        fc.array(validValue(items, ids), { minLength: (schema.minItems as number) ?? 0, maxLength: 3 }),
      );
    }
    if (kind === 'object') alternatives.push(validObject(schema, ids));
  }
  return alternatives.length ? fc.oneof(...alternatives) : hostileValue;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = String(schema.pattern ?? '');
  if (pattern.includes('@')) return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (pattern.startsWith('^(?:[1-9]')) return fc.integer({ min: 1, max: 60 }).map(String);
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 30, 30);
  return fc
    .string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, minLength, 1) })
    .map((s) => s.replaceAll('\u0000', '').trim() || 'x'.repeat(Math.max(minLength, 1)));
}

function validObject(schema: JsonSchema, ids: number[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (property.readOnly) continue;
    model[key] = validValue(property, ids);
  }
  return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
}

/** A body: valid, valid with one hostile property or an extra key, any JSON, or not JSON at all. */
export function bodyText(schema: JsonSchema | undefined, ids: number[]): fc.Arbitrary<string | undefined> {
  const valid = schema ? validValue(schema, ids) : fc.constant({});
  const keys = Object.keys((schema?.properties ?? {}) as object);
  const poisoned = fc
    .tuple(valid, keys.length ? fc.constantFrom(...keys) : fc.constant('x'), hostileValue)
    .map(([body, key, value]) => ({ ...(body as object), [key]: value }));
  return fc.oneof(
    { arbitrary: valid.map((b) => JSON.stringify(b)), weight: 4 },
    { arbitrary: poisoned.map((b) => JSON.stringify(b)), weight: 5 },
    {
      arbitrary: valid.map(
        (b) =>
          `${JSON.stringify(b).slice(0, -1)},"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`,
      ),
      weight: 1,
    },
    { arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null'), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '\u0000',
        'nul',
        '{"a":1}}',
        "{'a':1}",
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        '',
      ),
      weight: 1,
    },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** A path or query value: valid for its schema, or hostile (sent raw, so broken escapes reach the server). */
export function parameterValue(
  schema: JsonSchema,
  ids: number[],
): fc.Arbitrary<{ value: string; raw: boolean }> {
  const content = schema.contentSchema as JsonSchema | undefined;
  const valid = content
    ? validValue(content, ids).map((v) => JSON.stringify(v))
    : validValue(schema, ids).map((v) => String(v));
  return fc.oneof(
    { arbitrary: valid.map((value) => ({ value, raw: false })), weight: 5 },
    { arbitrary: hostileValue.map((v) => ({ value: JSON.stringify(v) ?? '', raw: false })), weight: 2 },
    { arbitrary: hostileString.map((value) => ({ value, raw: false })), weight: 2 },
    {
      arbitrary: fc
        .constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2', '%C0%AF')
        .map((value) => ({ value, raw: true })),
      weight: 1,
    },
  );
}
