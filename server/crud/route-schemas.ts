/** The schemas of the generic CRUD routes of one resource (the OpenAPI operations follow from them). */
import type { Resource } from '../../resources/kit';
import { idParams, routeSchema } from '../schemas/common';
import { exportQuerySchema, listQuerySchema } from '../schemas/list-schemas';
import { bodySchema, recordSchema, statusBodySchema } from '../schemas/resource-schemas';

const capitalised = (name: string) =>
  name.replace(/(^|[_-])([a-z])/g, (_m, _sep, c: string) => c.toUpperCase());

export function crudSchemas(resource: Resource) {
  const tags = [resource.name];
  const record = recordSchema(resource);
  const answer = (description: string) => ({ ...record, description });
  const name = capitalised(resource.name);
  const readAccess = 'session' as const;
  return {
    list: routeSchema({
      tags,
      operationId: `list${name}`,
      summary: `List ${resource.name} (sort, range, filter; Content-Range header)`,
      access: readAccess,
      querystring: listQuerySchema(resource),
      response: {
        200: {
          type: 'array',
          items: record,
          description: `One page of ${resource.name}; Content-Range: ${resource.name} first-last/total`,
        },
      },
    }),
    export: routeSchema({
      tags,
      operationId: `export${name}`,
      summary: `Every ${resource.singular} the filter selects, in the sort's order, as one .xlsx or .csv file (streamed)`,
      description:
        "Columns and values in the reader's language (Accept-Language), named `liste-excel`; no row limit. Recorded in the audit trail.",
      access: readAccess,
      querystring: exportQuerySchema(resource),
      response: {
        200: {
          type: 'string',
          contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          description: 'The workbook (format=xlsx) or UTF-8 CSV with a byte-order mark (format=csv)',
        },
      },
    }),
    get: routeSchema({
      tags,
      operationId: `get${name}`,
      summary: `One ${resource.singular} (also from the trash)`,
      access: readAccess,
      params: idParams,
      response: { 200: answer(`The ${resource.singular}`) },
    }),
    history: routeSchema({
      tags,
      operationId: `historyOf${name}`,
      summary: `The audit trail of one ${resource.singular} (range; Content-Range header)`,
      access: readAccess,
      params: idParams,
      querystring: {
        type: 'object',
        properties: { range: { type: 'string', maxLength: 100, description: 'JSON [first, last]' } },
      },
      response: {
        200: { type: 'array', items: { type: 'object' }, description: 'Audit rows, newest first' },
      },
    }),
    create: routeSchema({
      tags,
      operationId: `create${name}`,
      summary: `Create a ${resource.singular}`,
      access: 'write',
      body: bodySchema(resource, 'create'),
      ...(resource.clientKey
        ? {
            description: `A body repeating the \`${resource.clientKey}\` of a stored ${resource.singular} creates nothing: the answer is the original (200), or 409 when another account's record holds that ${resource.clientKey}.`,
            response: {
              201: answer(`The created ${resource.singular}`),
              200: answer(
                `The ${resource.singular} first created with this ${resource.clientKey} (a replay)`,
              ),
            },
            errors: [409],
          }
        : { response: { 201: answer(`The created ${resource.singular}`) } }),
    }),
    update: routeSchema({
      tags,
      operationId: `update${name}`,
      summary: `Update a ${resource.singular} (absent keys keep their value)`,
      access: 'write',
      params: idParams,
      body: bodySchema(resource, 'edit'),
      response: { 200: answer(`The updated ${resource.singular}`) },
      errors: [409],
    }),
    status: () =>
      routeSchema({
        tags,
        operationId: `update${name}Status`,
        summary: `Change only the status of a ${resource.singular}`,
        access: 'write',
        params: idParams,
        body: statusBodySchema(resource),
        response: { 200: answer(`The updated ${resource.singular}`) },
      }),
    remove: routeSchema({
      tags,
      operationId: `delete${name}`,
      summary: resource.softDelete
        ? `Move a ${resource.singular} to the trash, or delete it for good from the trash (force=true)`
        : `Delete a ${resource.singular}`,
      access: 'write',
      params: idParams,
      querystring: {
        type: 'object',
        properties: {
          force: {
            type: 'string',
            enum: ['true', 'false'],
            description: 'delete permanently (from the trash)',
          },
        },
      },
      response: { 200: answer(`The ${resource.singular} as it was deleted or trashed`) },
      errors: [409],
    }),
    restore: routeSchema({
      tags,
      operationId: `restore${name}`,
      summary: `Take a ${resource.singular} out of the trash`,
      access: 'write',
      params: idParams,
      response: { 200: answer(`The restored ${resource.singular}`) },
    }),
  };
}
