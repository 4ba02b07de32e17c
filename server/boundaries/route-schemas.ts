/** Schemas of the boundary import (OpenAPI). The body is read by `geojson.ts` (422 with translated messages). */
import { BOUNDARY_LEVELS } from '../db/schema-boundaries';
import { routeSchema } from '../schemas/common';

const areaList = (description: string) => ({ type: 'array', items: { type: 'object' }, description });

export const boundarySchemas = {
  import: routeSchema({
    tags: ['dashboard'],
    operationId: 'importBoundaries',
    summary: 'Import the outlines of provinces or departments (GeoJSON FeatureCollection)',
    description:
      "Each Polygon or MultiPolygon feature is matched to an area by a property equal to the area's reference " +
      'or code (ISO 3166-2, P-code), else to its name (case and accents ignored). Matched outlines replace the ' +
      "areas' previous ones (approximate ones included); the whole file is refused if a geometry is invalid.",
    access: 'write',
    params: {
      type: 'object',
      properties: { level: { type: 'string', enum: [...BOUNDARY_LEVELS] } },
      required: ['level'],
    },
    querystring: {
      type: 'object',
      properties: {
        source: { type: 'string', maxLength: 200, description: "the file's name, kept with the outlines" },
      },
    },
    body: { type: 'object', description: 'A GeoJSON FeatureCollection' },
    response: {
      200: {
        type: 'object',
        description: 'What was matched and saved',
        properties: {
          saved: { type: 'integer' },
          matched: areaList('area_id, name and feature index of each saved outline'),
          unmatched: areaList('features no area matched: index and label'),
          without: areaList('areas still without an imported outline: id and name'),
        },
        required: ['saved', 'matched', 'unmatched', 'without'],
      },
    },
    errors: [413],
  }),
};
