/** Schemas of the dashboard's outbreak endpoints: the outbreaks card and the map's outbreak layer. */
import { MAP_OUTBREAK_COLUMNS } from '../../shared/outbreak-rows';
import { routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';
import { filters } from './filter-schema';
import { ONGOING_ON_MAP } from './outbreaks';

const ongoingOutbreak: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ref: { type: 'string' },
    disease: { type: 'string', description: "in the reader's language" },
    municipality: { type: ['string', 'null'] },
    province: { type: ['string', 'null'] },
    lat: { type: ['number', 'null'], description: "centre of its cases' villages" },
    lng: { type: ['number', 'null'] },
    started_at: { type: 'string', format: 'date' },
    last_case_at: { type: 'string', format: 'date' },
    cases: { type: 'integer' },
    registrations_count: { type: 'integer' },
  },
  required: [
    'id',
    'ref',
    'disease',
    'lat',
    'lng',
    'started_at',
    'last_case_at',
    'cases',
    'registrations_count',
  ],
};

/** A row of the layer: an outbreak's values in the order of MAP_OUTBREAK_COLUMNS. */
const mapOutbreakValues: Record<(typeof MAP_OUTBREAK_COLUMNS)[number], JsonSchema> = {
  id: { type: 'integer' },
  ref: { type: 'string' },
  disease_id: { type: 'integer', description: 'named in `diseases`' },
  municipality_id: { type: ['integer', 'null'], description: 'named in `municipalities`' },
  province_id: { type: ['integer', 'null'], description: 'named in `provinces`' },
  lat: { type: ['number', 'null'], description: "centre of its cases' villages, to 4 decimals" },
  lng: { type: ['number', 'null'] },
  started_at: { type: 'string', format: 'date' },
  last_case_at: { type: 'string', format: 'date' },
  cases: { type: 'integer' },
};

const mapOutbreakRow: JsonSchema = {
  type: 'array',
  description: `an outbreak's ${MAP_OUTBREAK_COLUMNS.join(', ')}`,
  prefixItems: MAP_OUTBREAK_COLUMNS.map((column) => ({ ...mapOutbreakValues[column], title: column })),
  minItems: MAP_OUTBREAK_COLUMNS.length,
  maxItems: MAP_OUTBREAK_COLUMNS.length,
};

/** Names by id (the keys are the ids as text). */
const names = (description: string): JsonSchema => ({
  type: 'object',
  description,
  additionalProperties: { type: 'string' },
});

const selection =
  "Outbreaks whose cases span meets the period, in the province and the viewer's areas, holding the species";

export const outbreakSchemas = {
  outbreaks: routeSchema({
    tags: ['dashboard'],
    operationId: 'getDashboardOutbreaks',
    summary: 'Outbreaks of the selection by status, and the ongoing ones with the latest cases',
    access: 'session',
    querystring: { type: 'object', properties: filters },
    response: {
      200: {
        type: 'object',
        description: selection,
        properties: {
          by_status: {
            type: 'object',
            properties: {
              ongoing: { type: 'integer' },
              resolved: { type: 'integer' },
              endemic: { type: 'integer' },
            },
            required: ['ongoing', 'resolved', 'endemic'],
          },
          ongoing: {
            type: 'array',
            description: 'at most 5, latest last case first',
            items: ongoingOutbreak,
          },
        },
        required: ['by_status', 'ongoing'],
      },
    },
    errors: [422],
  }),
  ongoingOutbreaks: routeSchema({
    tags: ['dashboard'],
    operationId: 'getDashboardOngoingOutbreaks',
    summary:
      "The map's outbreak layer: the ongoing outbreaks of the selection with their place, names given once",
    access: 'session',
    querystring: { type: 'object', properties: filters },
    response: {
      200: {
        type: 'object',
        description: `${selection}; the same selection as the outbreaks card`,
        properties: {
          columns: {
            type: 'array',
            description: 'the keys of the values in each row of `outbreaks`',
            items: { type: 'string' },
          },
          outbreaks: {
            type: 'array',
            description: `latest last case first, at most ${ONGOING_ON_MAP}; each a row of values in the order of \`columns\``,
            items: mapOutbreakRow,
          },
          diseases: names("the outbreaks' diseases, in the reader's language"),
          municipalities: names("the outbreaks' municipalities"),
          provinces: names("the outbreaks' provinces"),
          truncated: { type: 'boolean', description: `more than ${ONGOING_ON_MAP} are ongoing` },
        },
        required: ['columns', 'outbreaks', 'diseases', 'municipalities', 'provinces', 'truncated'],
      },
    },
    errors: [422],
  }),
};
