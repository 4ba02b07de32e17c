import { idParams, routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';

const tags = ['outbreaks'];
const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

const file = (description: string): JsonSchema => ({ type: 'string', description });

const format: JsonSchema = { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' };

const nullableDay = { type: ['string', 'null'], format: 'date' } as const;

export const outbreakSchemas = {
  ofRegistration: routeSchema({
    tags,
    operationId: 'registrationOutbreaks',
    summary: 'The outbreaks a registration belongs to (one per disease it reports) that the viewer may read',
    access: 'session',
    params: idParams,
    response: {
      200: {
        type: 'array',
        description: 'Its outbreaks, by disease name',
        items: {
          type: 'object',
          properties: {
            id: integer,
            ref: { type: 'string' },
            status: { type: 'string', enum: ['ongoing', 'resolved', 'endemic'] },
            disease_id: integer,
            disease: { type: 'string', description: "in the reader's language" },
            started_at: { ...nullableDay, description: 'day of the first case' },
            last_case_at: { ...nullableDay, description: 'day of the last case' },
            moved: { type: 'boolean', description: 'a reviewer moved the registration there' },
          },
          required: ['id', 'ref', 'status', 'disease_id', 'disease', 'started_at', 'last_case_at', 'moved'],
        },
      },
    },
  }),
  summary: routeSchema({
    tags,
    operationId: 'outbreakSummary',
    summary: 'Totals by species, epidemic curve by epi-week and the registrations (map) of one outbreak',
    access: 'session',
    params: idParams,
    response: {
      200: {
        type: 'object',
        description: 'The outbreak summary',
        properties: {
          species: { type: 'array', items: { type: 'object' } },
          weeks: { type: 'array', items: { type: 'object' } },
          registrations: { type: 'array', items: { type: 'object' } },
        },
        required: ['species', 'weeks', 'registrations'],
      },
    },
  }),
  report: routeSchema({
    tags,
    operationId: 'outbreakReport',
    summary: 'Immediate-notification draft or follow-up report of one outbreak (WAHIS outbreak rows)',
    access: 'session',
    params: idParams,
    querystring: {
      type: 'object',
      properties: { type: { type: 'string', enum: ['immediate', 'follow-up'] }, format },
      required: ['type'],
      additionalProperties: false,
    },
    response: { 200: file('The report as .xlsx or CSV') },
  }),
  sixMonthly: routeSchema({
    tags,
    operationId: 'sixMonthlyReport',
    summary: 'Six-monthly report: presence per disease and species, and one row per outbreak × species',
    access: 'session',
    querystring: {
      type: 'object',
      properties: {
        year: { type: 'string', pattern: '^(20[0-9]{2}|2100)$', description: 'four digits, 2000 to 2100' },
        semester: { type: 'string', enum: ['1', '2'] },
        format,
        part: { type: 'string', enum: ['outbreaks', 'presence'], default: 'outbreaks' },
      },
      required: ['year', 'semester'],
      additionalProperties: false,
    },
    response: { 200: file('The report as .xlsx (both parts) or CSV (the part asked)') },
  }),
  move: routeSchema({
    tags,
    operationId: 'moveOutbreakRegistration',
    summary: 'Moves a registration of this outbreak to another outbreak of the same disease, or to a new one',
    access: 'write',
    params: idParams,
    body: {
      type: 'object',
      properties: {
        registration_id: { ...integer, minimum: 1, maximum: 2_147_483_647 },
        to: { ...nullableInteger, minimum: 1, maximum: 2_147_483_647, description: 'null: a new outbreak' },
      },
      required: ['registration_id', 'to'],
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        description: 'Where the registration now is',
        properties: { outbreak_id: integer },
        required: ['outbreak_id'],
      },
    },
    errors: [422],
  }),
};
