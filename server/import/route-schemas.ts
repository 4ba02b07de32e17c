/** OpenAPI and response schemas of the import routes of one resource. */
import type { Resource } from '../../resources/kit';
import { routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const messages: JsonSchema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

const fileSchema: JsonSchema = {
  type: 'object',
  description: "The file's headers, the column mapping used (header → target) and what a column may feed",
  properties: {
    headers: { type: 'array', items: { type: 'string' } },
    mapping: { type: 'object', additionalProperties: { type: 'string' } },
    targets: { type: 'array', items: { type: 'string' } },
    total: { type: ['integer', 'null'], description: 'data rows, when known before reading (a workbook)' },
  },
  required: ['headers', 'mapping', 'targets', 'total'],
};

const counts: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['created', 'updated', 'unchanged', 'error'].map((k) => [k, { type: 'integer' }]),
  ),
  required: ['created', 'updated', 'unchanged', 'error'],
};

const reportSchema: JsonSchema = {
  type: 'object',
  description: 'One result per data row of the file',
  properties: {
    resource: { type: 'string' },
    mode: { type: 'string', enum: ['dry-run', 'commit'] },
    onError: { type: 'string', enum: ['all', 'valid'] },
    committed: { type: 'boolean' },
    counts,
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer', description: 'row number in the file (the header is row 1)' },
          status: { type: 'string', enum: ['created', 'updated', 'unchanged', 'error'] },
          id: { type: 'integer' },
          errors: { ...messages, description: "messages by field key ('' for the whole row)" },
        },
        required: ['line', 'status'],
      },
    },
  },
  required: ['resource', 'mode', 'onError', 'committed', 'counts', 'rows'],
};

const answer = (description: string, extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  description,
  properties: { message: { type: 'string' }, ...extra, file: fileSchema, report: reportSchema },
  required: ['message', 'file', 'report'],
});

export function importSchemas(resource: Resource) {
  const name = capitalised(resource.name);
  const tags = [resource.name];
  return {
    run: routeSchema({
      tags,
      operationId: `import${name}`,
      summary: `Import ${resource.name} from a CSV or .xlsx file (dry run or commit)`,
      description:
        'multipart/form-data: `mode` (dry-run | commit), `on_error` (all: all or nothing | valid: only the ' +
        'valid rows), `mapping` (JSON, header → field; default: the saved mapping of `source`, else ' +
        'matched by header), `source` (a name under which a committed mapping is saved), then `file`. ' +
        'With `Accept: application/x-ndjson` the answer streams `{"file"}`, `{"progress"}` lines and a ' +
        'last `{"report"}` or `{"error"}` line.',
      access: 'write',
      response: {
        200: answer('The per-row report (a dry run writes nothing)'),
        422: answer('An all-or-nothing commit refused: rows are wrong, nothing was written', {
          errors: messages,
        }),
      },
      errors: [413, 415],
    }),
    mappings: routeSchema({
      tags,
      operationId: `importMappingsOf${name}`,
      summary: `The column mappings saved per source for importing ${resource.name}`,
      access: 'session',
      response: {
        200: {
          type: 'array',
          description: 'Newest first',
          items: {
            type: 'object',
            properties: {
              source: { type: 'string' },
              mapping: { type: 'object', additionalProperties: { type: 'string' } },
              updated_at: { type: 'string', format: 'date-time' },
            },
            required: ['source', 'mapping', 'updated_at'],
          },
        },
      },
    }),
  };
}
