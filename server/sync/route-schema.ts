import { routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';

export const MAX_SYNC_LIMIT = 5000;
export const DEFAULT_SYNC_LIMIT = 2000;

const byResource = (items: JsonSchema, description: string): JsonSchema => ({
  type: 'object',
  description,
  additionalProperties: { type: 'array', items },
});

export const syncSchema = routeSchema({
  tags: ['sync'],
  operationId: 'sync',
  summary: "What changed since the phone's cursor: reference data within the user's areas, own registrations",
  description: [
    'Without `since`: a first sync, every live record the phone keeps. With the `cursor` of the previous',
    'answer: only what was written or deleted since (an answer with nothing new is a few dozen bytes). While',
    '`more` is true, ask again at once with the new cursor; keep the cursor of the last page for the next',
    'delta. `reset: true` tells the phone to drop its copy first (a first sync, its areas changed, or it was',
    "away longer than deletions are kept). Locations are those within, under and above the user's areas;",
    "registrations are the user's own, with their review status, the reviewers' comments and their photos",
    '(`photos`: as `GET /api/registrations/{id}/photos` lists them; adding or deleting one sends the',
    'registration again).',
  ].join(' '),
  access: 'session',
  querystring: {
    type: 'object',
    properties: {
      since: { type: 'string', maxLength: 400, description: 'the cursor of the previous answer' },
      limit: {
        type: 'string',
        pattern: '^[0-9]{1,4}$',
        description: `records and deletions per page, 1–${MAX_SYNC_LIMIT} (default ${DEFAULT_SYNC_LIMIT})`,
      },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      description: 'One page of changes',
      properties: {
        cursor: { type: 'string', description: 'opaque; send it back as `since`' },
        more: { type: 'boolean' },
        reset: { type: 'boolean' },
        changes: byResource(
          { type: 'object' },
          'records to store or replace by id, per resource (as `GET /api/{resource}/{id}` shows them)',
        ),
        deleted: byResource({ type: 'integer' }, 'ids to drop, per resource'),
      },
      required: ['cursor', 'more', 'reset', 'changes', 'deleted'],
    },
  },
  errors: [422],
});
