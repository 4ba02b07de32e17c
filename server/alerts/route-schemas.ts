/** Schemas of the notification centre's endpoints. */
import { idParams, routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';

const notification: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    alert_id: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    read_at: { type: ['string', 'null'], format: 'date-time' },
    status: { type: 'string', description: 'the alert’s: open or acknowledged' },
    kind: { type: 'string', description: 'the rule’s kind: any_case, count or baseline' },
    rule: { type: 'string' },
    week: { type: 'string', examples: ['2026-W47'] },
    cases: { type: 'integer' },
    disease: { type: ['string', 'null'], description: 'in the viewer’s language; null: any disease' },
    area: { type: ['string', 'null'], description: 'in the viewer’s language' },
  },
  required: ['id', 'alert_id', 'created_at', 'read_at', 'status', 'rule', 'week', 'cases'],
};

const unread: JsonSchema = {
  type: 'object',
  properties: { unread: { type: 'integer', description: 'unread notifications of the viewer' } },
  required: ['unread'],
};

export const notificationSchemas = {
  list: routeSchema({
    tags: ['notifications'],
    operationId: 'listNotifications',
    summary: 'The viewer’s notifications, newest first',
    access: 'session',
    querystring: {
      type: 'object',
      properties: {
        unread: { type: 'string', enum: ['0', '1'], description: '1: unread only' },
        page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', examples: ['1'] },
        perPage: { type: 'string', pattern: '^[1-9][0-9]?$', description: '1 to 99 (default 20)' },
      },
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        description: 'One page of notifications, the total and the unread count',
        properties: {
          data: { type: 'array', items: notification },
          total: { type: 'integer' },
          unread: { type: 'integer' },
        },
        required: ['data', 'total', 'unread'],
      },
    },
  }),
  unread: routeSchema({
    tags: ['notifications'],
    operationId: 'countUnreadNotifications',
    summary: 'How many notifications the viewer has not read (the bell)',
    access: 'session',
    response: { 200: { ...unread, description: 'The unread count' } },
  }),
  read: routeSchema({
    tags: ['notifications'],
    operationId: 'readNotification',
    summary: 'Marks one of the viewer’s notifications read',
    access: 'write',
    params: idParams,
    response: { 200: { ...unread, description: 'The unread count after the change' } },
  }),
  readAll: routeSchema({
    tags: ['notifications'],
    operationId: 'readAllNotifications',
    summary: 'Marks every notification of the viewer read',
    access: 'write',
    response: { 200: { ...unread, description: 'The unread count after the change (0)' } },
  }),
};
