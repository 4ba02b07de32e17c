/** The operations of the OpenAPI document, in the shape the fuzzer needs. */
import type { JsonSchema } from '../../../server/schemas/json-schema';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI template, e.g. /api/provinces/{id}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      operations.push({
        id: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations.sort((a, b) => a.id.localeCompare(b.id));
}

/** The table a write through this path may change (a resource's), for the before/after snapshot. */
export const resourceOf = (path: string) => /^\/api\/([a-z_]+)/.exec(path)?.[1] ?? '';
