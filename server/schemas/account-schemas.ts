/** Schemas of the session, profile and password-reset routes (bodies written here: they are not resources). */

import { LOCALES } from '../../i18n/locales';
import { EMAIL_PATTERN, validationKey as m, NO_NUL_PATTERN, PASSWORD_MIN } from '../../resources/kit';
import users from '../../resources/users';
import { fieldSchema } from './field-schema';
import type { JsonSchema } from './json-schema';
import { bodySchema } from './resource-schemas';

const required = (key: string) => ({ required: { key } });

/** A login: the email or the username; bounded so a 300 KB string is a 422, not a database error. */
export const loginBody: JsonSchema = {
  type: 'object',
  title: 'login',
  properties: {
    email: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: NO_NUL_PATTERN,
      description: 'the email or the username (trimmed, case-insensitive)',
      'x-messages': {
        ...required('auth.emailRequired'),
        type: { key: 'auth.emailRequired' },
        maxLength: m('maxLength', { max: 255 }),
        pattern: m('invalidCharacters'),
      },
    },
    password: {
      type: 'string',
      minLength: PASSWORD_MIN,
      maxLength: 255,
      writeOnly: true,
      'x-messages': {
        ...required('auth.passwordTooShort'),
        type: { key: 'auth.passwordTooShort' },
        minLength: { key: 'auth.passwordTooShort' },
        maxLength: m('maxLength', { max: 255 }),
      },
    },
  },
  required: ['email', 'password'],
  additionalProperties: false,
  examples: [{ email: 'admin@example.com', password: 'demo1234' }],
};

const emailProperty: JsonSchema = {
  type: 'string',
  maxLength: 255,
  pattern: EMAIL_PATTERN,
  'x-messages': { required: m('email'), type: m('email'), pattern: m('email'), maxLength: m('email') },
};

const codeProperty: JsonSchema = {
  type: 'string',
  maxLength: 32,
  pattern: NO_NUL_PATTERN,
  description: 'the 6-digit code received by mail',
  'x-messages': {
    required: { key: 'auth.reset.codeRequired' },
    type: { key: 'auth.reset.codeRequired' },
    maxLength: { key: 'auth.reset.codeInvalid' },
    pattern: { key: 'auth.reset.codeInvalid' },
  },
};

/** A new password and its confirmation; the comparison of the two is in code. */
const newPassword = (field: string, confirmation: string): Record<string, JsonSchema> => ({
  [field]: {
    type: 'string',
    minLength: PASSWORD_MIN,
    maxLength: 255,
    writeOnly: true,
    'x-messages': {
      required: m('required'),
      type: m('required'),
      minLength: m('passwordMin'),
      maxLength: m('maxLength', { max: 255 }),
    },
  },
  [confirmation]: {
    type: 'string',
    maxLength: 255,
    writeOnly: true,
    'x-messages': {
      required: { key: 'auth.reset.confirmRequired' },
      type: { key: 'auth.reset.confirmRequired' },
      maxLength: m('same'),
    },
  },
});

const object = (
  title: string,
  properties: Record<string, JsonSchema>,
  keys: string[],
  example: object,
): JsonSchema => ({
  type: 'object',
  title,
  properties,
  required: keys,
  additionalProperties: false,
  examples: [example],
});

export const forgotBody = object('password.forgot', { email: emailProperty }, ['email'], {
  email: 'agent@example.org',
});
export const verifyBody = object(
  'password.verify',
  { email: emailProperty, code: codeProperty },
  ['email', 'code'],
  {
    email: 'agent@example.org',
    code: '123456',
  },
);
export const resetBody = object(
  'password.reset',
  { email: emailProperty, code: codeProperty, ...newPassword('password', 'password_confirmation') },
  ['email', 'code', 'password', 'password_confirmation'],
  {
    email: 'agent@example.org',
    code: '123456',
    password: 'a-long-passphrase',
    password_confirmation: 'a-long-passphrase',
  },
);
export const changePasswordBody = object(
  'user.password',
  {
    current_password: {
      type: 'string',
      maxLength: 255,
      writeOnly: true,
      'x-messages': {
        required: m('currentPassword'),
        type: m('currentPassword'),
        maxLength: m('currentPassword'),
      },
    },
    ...newPassword('password', 'password_confirmation'),
  },
  ['current_password', 'password', 'password_confirmation'],
  { current_password: 'demo1234', password: 'a-long-passphrase', password_confirmation: 'a-long-passphrase' },
);

export const localeBody = object('locale', { locale: fieldSchema(users.fields.locale, 'edit') }, ['locale'], {
  locale: 'fr',
});

export const activeRoleBody = object(
  'user.active-role',
  {
    role: {
      type: 'string',
      maxLength: 255,
      pattern: NO_NUL_PATTERN,
      'x-messages': {
        required: m('exists'),
        type: m('exists'),
        maxLength: m('exists'),
        pattern: m('exists'),
      },
    },
  },
  ['role'],
  { role: 'RSE' },
);

/** The fields a user may change on their own profile. */
export const PROFILE_FIELDS = ['nom', 'prenom', 'avatar', 'introduction', 'locale'] as const;
export const profileBody = bodySchema(users, 'edit', PROFILE_FIELDS);

/** `GET /api/user`: the signed-in user, their roles and effective permissions. */
export const currentUser: JsonSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: ['string', 'null'] },
        nom: { type: ['string', 'null'] },
        prenom: { type: ['string', 'null'] },
        email: { type: 'string' },
        username: { type: ['string', 'null'] },
        avatar: { type: ['string', 'null'] },
        introduction: { type: ['string', 'null'] },
        roles: { type: 'array', items: { type: 'string' } },
        permissions: { type: 'array', items: { type: 'string' } },
        locale: { type: ['string', 'null'], enum: [...LOCALES, null] },
        active_role: { type: ['string', 'null'] },
      },
      required: ['id', 'email', 'roles', 'permissions'],
      additionalProperties: true,
    },
  },
  required: ['data'],
};
