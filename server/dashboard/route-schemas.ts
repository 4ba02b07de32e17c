/** Schemas of the dashboard endpoints. Values are parsed by `params.ts` (422 with the dashboard's messages). */
import { routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';
import { filters, text } from './filter-schema';
import { outbreakSchemas } from './outbreak-route-schemas';
import { MAX_ZOOM } from './params';

const counts: JsonSchema = {
  type: 'object',
  properties: {
    registrations: { type: 'integer' },
    animals: { type: 'integer' },
    males: { type: 'integer' },
    females: { type: 'integer' },
  },
};

const delay: JsonSchema = {
  type: 'object',
  properties: { median_days: { type: ['number', 'null'] }, registrations: { type: 'integer' } },
};

const list = (description: string): JsonSchema => ({ type: 'array', items: { type: 'object' }, description });

export const dashboardSchemas = {
  summary: routeSchema({
    tags: ['dashboard'],
    operationId: 'getDashboard',
    summary: 'Totals, species × disease, evolution by month or ISO week, by species, by breed',
    access: 'session',
    querystring: {
      type: 'object',
      properties: { ...filters, period: text('month (default) or week', ['month']) },
    },
    response: {
      200: {
        type: 'object',
        description: 'The dashboard of the selection',
        properties: {
          filters: { type: 'object' },
          time_zone: { type: 'string', description: 'IANA time zone of the days, months and weeks' },
          years: { type: 'array', items: { type: 'integer' } },
          totals: {
            ...counts,
            properties: { ...counts.properties, by_status: { type: 'object' } },
          },
          species_by_disease: list('registrations and animals per species and disease'),
          evolution: { type: 'object', description: 'buckets (months or weeks) and rows per disease' },
          by_species: list('per species'),
          by_breed: list('per breed'),
          timeliness: {
            type: 'object',
            description:
              'delays (onset_report, report_verification, report_confirmation: median_days, registrations) and registrations by_classification',
            properties: {
              delays: { type: 'object', additionalProperties: delay },
              by_classification: { type: 'object', additionalProperties: { type: 'integer' } },
            },
          },
        },
        required: [
          'filters',
          'years',
          'totals',
          'species_by_disease',
          'evolution',
          'by_species',
          'by_breed',
          'timeliness',
        ],
      },
    },
    errors: [422],
  }),
  map: routeSchema({
    tags: ['dashboard'],
    operationId: 'getDashboardMap',
    summary: 'Registrations on the map: clusters at low zoom, points at high zoom',
    access: 'session',
    querystring: {
      type: 'object',
      properties: {
        ...filters,
        bbox: text('west,south,east,north in degrees', ['13.4,7.4,24.0,23.5']),
        zoom: text(`map zoom 0–${MAX_ZOOM}`, ['6']),
      },
    },
    response: {
      200: {
        type: 'object',
        description: 'Clusters or points in the view',
        properties: {
          mode: { enum: ['clusters', 'points'] },
          zoom: { type: 'integer' },
          cell: { type: ['number', 'null'] },
          total: { type: 'integer' },
          clusters: list('lat, lng, count, animals'),
          points: list('one registration each'),
        },
        required: ['mode', 'zoom', 'cell', 'total', 'clusters', 'points'],
      },
    },
    errors: [422],
  }),
  ...outbreakSchemas,
  alerts: routeSchema({
    tags: ['dashboard'],
    operationId: 'getDashboardAlerts',
    summary: 'Open alerts of the selection: how many, and the latest',
    access: 'session',
    querystring: { type: 'object', properties: filters },
    response: {
      200: {
        type: 'object',
        description:
          "Alerts not yet acknowledged in the province and the viewer's areas, of the species or of every species; any period",
        properties: {
          open: { type: 'integer' },
          latest: {
            type: 'array',
            description: 'at most 5, latest raised first',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                disease: {
                  type: ['string', 'null'],
                  description: "in the reader's language; null: any notifiable disease",
                },
                place: { type: ['string', 'null'], description: "the alert's area; null: the whole country" },
                week: { type: 'string', description: 'epidemiological week, e.g. 2026-W47' },
                cases: { type: 'integer' },
                created_at: { type: 'string', format: 'date-time' },
              },
              required: ['id', 'disease', 'place', 'week', 'cases', 'created_at'],
            },
          },
        },
        required: ['open', 'latest'],
      },
    },
    errors: [422],
  }),
  areas: routeSchema({
    tags: ['dashboard'],
    operationId: 'getDashboardAreas',
    summary: 'Registrations and sick animals per province, or per department of one province (choropleth)',
    access: 'session',
    querystring: {
      type: 'object',
      properties: {
        ...filters,
        level: text('province (default) or department (needs province_id)', ['province']),
      },
    },
    response: {
      200: {
        type: 'object',
        description:
          "Every area of the level within the viewer's areas, with its counts and outline (or centroid)",
        properties: {
          level: { enum: ['province', 'department'] },
          province: { type: ['object', 'null'] },
          areas: list(
            'id, name, registrations, animals, outline (GeoJSON or null), approximate, centroid, openAlerts (open alerts of the area or a place in it, of the species or every species, any period)',
          ),
          openAlertsWider: {
            type: 'integer',
            description:
              'Open alerts of the whole country (provinces shown) or the whole province (its departments)',
          },
        },
        required: ['level', 'province', 'areas', 'openAlertsWider'],
      },
    },
    errors: [422],
  }),
};
