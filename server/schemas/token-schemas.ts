/** Schemas of the personal access token routes (the mobile app's sign-in). */
import { DECIMAL_ID_PATTERN, validationKey as m, NO_NUL_PATTERN } from '../../resources/kit';
import { TOKEN_ABILITIES } from '../auth/tokens';
import { loginBody } from './account-schemas';
import type { JsonSchema } from './json-schema';

const loginProperties = loginBody.properties ?? {};

export const MAX_TOKEN_DAYS = 365;

export const tokenRequestBody: JsonSchema = {
  type: 'object',
  title: 'tokens.create',
  properties: {
    ...loginProperties,
    device_name: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: NO_NUL_PATTERN,
      description: 'names the device in the token lists of the profile and of the administrators',
      'x-messages': {
        required: m('required'),
        type: m('required'),
        minLength: m('required'),
        maxLength: m('maxLength', { max: 255 }),
        pattern: m('invalidCharacters'),
      },
    },
    abilities: {
      type: 'array',
      items: { type: 'string', enum: [...TOKEN_ABILITIES] },
      minItems: 1,
      uniqueItems: true,
      description: '`read` (GET), `write` (POST, PUT, DELETE) or `*` (both, the default)',
      'x-messages': {
        type: m('enum', { values: TOKEN_ABILITIES.join(', ') }),
        enum: m('enum', { values: TOKEN_ABILITIES.join(', ') }),
        minItems: m('selectionRequired'),
        uniqueItems: m('invalid'),
      },
    },
    expires_in_days: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_TOKEN_DAYS,
      description: 'the token stops working after this many days (default: until revoked)',
      'x-messages': {
        type: m('integer'),
        minimum: m('min', { min: 1 }),
        maximum: m('max', { max: MAX_TOKEN_DAYS }),
      },
    },
  },
  required: ['email', 'password', 'device_name'],
  additionalProperties: false,
  examples: [
    { email: 'agent@example.com', password: 'demo1234', device_name: 'Tecno Spark 10', expires_in_days: 90 },
  ],
};

const dateTime = (nullable: boolean): JsonSchema => ({
  type: nullable ? ['string', 'null'] : 'string',
  format: 'date-time',
});

export const tokenRecord: JsonSchema = {
  type: 'object',
  title: 'token',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    abilities: { type: 'array', items: { type: 'string', enum: [...TOKEN_ABILITIES] } },
    last_used_at: dateTime(true),
    expires_at: dateTime(true),
    created_at: dateTime(false),
    current: { type: 'boolean', description: 'the token of this very request' },
  },
  required: ['id', 'name', 'abilities', 'last_used_at', 'expires_at', 'created_at', 'current'],
  additionalProperties: false,
};

export const issuedToken: JsonSchema = {
  ...tokenRecord,
  title: 'tokens.issued',
  properties: {
    ...tokenRecord.properties,
    token: {
      type: 'string',
      description: 'send as `Authorization: Bearer <token>`; shown this once, only its hash is kept',
    },
  },
  required: [...(tokenRecord.required ?? []), 'token'],
};

export const tokenList: JsonSchema = { type: 'array', items: tokenRecord };

export const userTokenParams: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: DECIMAL_ID_PATTERN, description: 'user id' },
    tokenId: { type: 'string', pattern: DECIMAL_ID_PATTERN, description: 'token id' },
  },
  required: ['id', 'tokenId'],
};
