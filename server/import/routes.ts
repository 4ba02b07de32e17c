/**
 * `POST /api/{resource}/import` for every resource that declares itself importable: a multipart upload
 * (fields `mode`, `on_error`, `mapping`, `source`, then `file`). A dry run answers the per-row report and
 * writes nothing; a commit writes. With `Accept: application/x-ndjson` the answer streams progress lines
 * (`{"progress":…}`) before the last line (`{"report":…}` or `{"error":…}`), for the progress bar.
 * `GET /api/{resource}/import/mappings` lists the column mappings saved per source.
 */
import { PassThrough } from 'node:stream';
import fastifyMultipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/kit';
import type { CrudRegistry } from '../crud/context';
import type { ResourcePolicy } from '../crud/policy';
import { authorize } from '../crud/request';
import { importMappings } from '../db/schema';
import { ApiError, invalid } from '../http/errors';
import { translatorFor } from '../http/locale';
import type { WorkflowListener } from '../workflow/events';
import { cleanMapping, importTargets, type Mapping, suggestMapping } from './columns';
import { openFile } from './read-rows';
import { importSchemas } from './route-schemas';
import { type ImportOptions, runImport } from './run-import';

interface ImportRouteOptions {
  registry: CrudRegistry;
  policies: Record<string, ResourcePolicy>;
  listeners: readonly WorkflowListener[];
  maxBytes: number;
}

const fieldValue = (part: MultipartFile, name: string) => {
  const field = part.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === 'field' ? String((one as MultipartValue).value) : undefined;
};

export async function importRoutes(app: FastifyInstance, options: ImportRouteOptions) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 256 * 1024 },
  });
  for (const resource of options.registry.resources)
    if (resource.importable) registerImport(app, resource, options);
}

function parseMapping(text: string | undefined): Mapping | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Mapping;
  } catch {
    return null;
  }
}

function registerImport(app: FastifyInstance, resource: Resource, options: ImportRouteOptions) {
  const { registry: reg } = options;
  const schemas = importSchemas(resource);
  const base = `/${resource.name}/import`;

  const savedMapping = async (source: string) => {
    const [row] = await reg.orm
      .select({ mapping: importMappings.mapping })
      .from(importMappings)
      .where(
        and(
          eq(importMappings.resource, resource.name),
          sql`lower(${importMappings.source}) = lower(${source})`,
        ),
      );
    return row?.mapping ?? null;
  };

  app.get(`${base}/mappings`, { schema: schemas.mappings }, async (request) => {
    authorize(request, resource.access.write);
    return reg.orm
      .select({
        source: importMappings.source,
        mapping: importMappings.mapping,
        updated_at: importMappings.updated_at,
      })
      .from(importMappings)
      .where(eq(importMappings.resource, resource.name))
      .orderBy(desc(importMappings.updated_at));
  });

  app.post(base, { schema: schemas.run, config: { compress: false } }, async (request, reply) => {
    const viewer = authorize(request, resource.access.write);
    if (!request.isMultipart()) throw new ApiError(415, 'validation.unsupportedMediaType');
    keepOpenWhileImporting(request, reply);
    const part = await request.file();
    if (!part) throw invalid({ file: [translatorFor(request)('import.fileRequired')] });
    const content = await part.toBuffer();
    const mode = fieldValue(part, 'mode') === 'commit' ? 'commit' : 'dry-run';
    const onError = fieldValue(part, 'on_error') === 'valid' ? 'valid' : 'all';
    const source = fieldValue(part, 'source')?.trim().slice(0, 100) || null;
    const file = await openFile(content, part.filename, part.mimetype);
    const given = parseMapping(fieldValue(part, 'mapping')) ?? (source ? await savedMapping(source) : null);
    const mapping = cleanMapping(
      resource,
      reg.resources,
      file.headers,
      given ?? suggestMapping(resource, reg.resources, file.headers),
    );
    const importOptions: ImportOptions = { mode, onError, filename: part.filename, mapping };
    const context = {
      reg,
      resource,
      policy: options.policies[resource.name] ?? {},
      request,
      listeners: options.listeners,
    };
    const described = {
      headers: file.headers,
      mapping,
      targets: importTargets(resource, reg.resources),
      total: file.total,
    };
    const remember = async () => {
      if (!source || mode !== 'commit') return;
      // The unique index is on lower(source): Drizzle's onConflictDoUpdate only names columns.
      await reg.orm.execute(sql`
        INSERT INTO import_mappings (resource, source, mapping, user_id)
        VALUES (${resource.name}, ${source}, ${JSON.stringify(mapping)}::jsonb, ${viewer.id})
        ON CONFLICT (resource, lower(source))
        DO UPDATE SET mapping = EXCLUDED.mapping, user_id = EXCLUDED.user_id, updated_at = now()`);
    };

    if (!String(request.headers.accept ?? '').includes('application/x-ndjson')) {
      const report = await runImport(context, file, importOptions, () => {});
      if (report.committed) await remember();
      return reply.code(mode === 'commit' && !report.committed ? 422 : 200).send({
        message: translatorFor(request)(
          report.committed || mode === 'dry-run' ? 'import.done' : 'import.refused',
        ),
        file: described,
        report,
      });
    }
    const out = new PassThrough();
    const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
    reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store');
    line({ file: described });
    streamImport(request, out, line, async () => {
      const report = await runImport(context, file, importOptions, (rows) =>
        line({ progress: { rows, fraction: file.done() } }),
      );
      if (report.committed) await remember();
      return report;
    });
    return reply.send(out);
  });
}

/**
 * An import takes as long as its rows take: the server's idle-connection timeout (two minutes, see
 * `connectionTimeout` in server/app.ts) must not cut a JSON answer that stays silent until the report,
 * or a commit between two progress lines. The client ends it by leaving; the connection's timeout comes
 * back once the answer is sent.
 */
function keepOpenWhileImporting(request: FastifyRequest, reply: FastifyReply) {
  const socket = request.raw.socket;
  // An injected request (light-my-request) has a stand-in socket without timeouts.
  if (typeof socket?.setTimeout !== 'function') return;
  const idle = socket.timeout ?? 0;
  socket.setTimeout(0);
  reply.raw.once('close', () => {
    if (!socket.destroyed) socket.setTimeout(idle);
  });
}

/** Runs the import after the answer started; its end (or failure) is the stream's last line. */
function streamImport(
  request: FastifyRequest,
  out: PassThrough,
  line: (value: unknown) => void,
  run: () => Promise<unknown>,
) {
  const t = translatorFor(request);
  run()
    .then((report) => line({ report }))
    .catch((error: unknown) => {
      if (error instanceof ApiError) {
        line({
          error: { status: error.status, message: t(error.message, error.params), errors: error.errors },
        });
      } else {
        request.log.error(error);
        line({ error: { status: 500, message: t('import.failed') } });
      }
    })
    .finally(() => out.end());
}
