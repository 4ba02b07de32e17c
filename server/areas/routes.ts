import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../auth/routes';
import type { CrudRegistry } from '../crud/context';
import { routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';
import { LEVELS } from './levels';
import { viewerAreas } from './viewer-areas';

const placeProperties = {
  level: { type: 'string', enum: LEVELS.map((l) => l.resource.name) },
  id: { type: 'integer' },
  name: { type: 'string' },
};
const place: JsonSchema = { type: 'object', properties: placeProperties, required: ['level', 'id', 'name'] };

const areasList: JsonSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { ...placeProperties, path: { type: 'array', items: place } },
        required: ['level', 'id', 'name', 'path'],
      },
    },
  },
  required: ['data'],
};

/** `GET /api/user/areas`: the places the signed-in user is limited to, named, with what lies above them. */
export async function viewerAreaRoutes(app: FastifyInstance, { registry }: { registry: CrudRegistry }) {
  const schema = routeSchema({
    tags: ['profile'],
    operationId: 'getOwnAreas',
    summary:
      'Your areas (province, department, municipality or village) with the places above each; empty: national',
    access: 'session',
    response: { 200: { ...areasList, description: 'The areas, top level first' } },
  });
  app.get('/user/areas', { schema }, async (request) => ({
    data: await viewerAreas(registry, requireViewer(request).areas),
  }));
}
