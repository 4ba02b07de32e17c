import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../auth/routes';
import type { CrudRegistry } from '../crud/context';
import { invalid } from '../http/errors';
import { translatorFor } from '../http/locale';
import { decodeCursor, encodeCursor } from './cursor';
import { DEFAULT_SYNC_LIMIT, MAX_SYNC_LIMIT, syncSchema } from './route-schema';
import { syncPage } from './sync-page';

interface SyncQuery {
  since?: string;
  limit?: string;
}

/** `GET /api/sync`: the mobile app's delta sync (see `./sync-page.ts`). */
export async function syncRoutes(
  app: FastifyInstance,
  { registry, windowMonths }: { registry: CrudRegistry; windowMonths: number },
) {
  app.get<{ Querystring: SyncQuery }>('/sync', { schema: syncSchema }, async (request) => {
    const viewer = requireViewer(request);
    const { query } = request;
    const t = translatorFor(request);
    const limit = query.limit === undefined ? DEFAULT_SYNC_LIMIT : Number(query.limit);
    if (limit < 1 || limit > MAX_SYNC_LIMIT)
      throw invalid({ limit: [t('validation.syncLimit', { max: MAX_SYNC_LIMIT })] });
    const cursor = query.since ? decodeCursor(query.since) : null;
    if (cursor === undefined) throw invalid({ since: [t('validation.syncCursor')] });
    const page = await syncPage(registry, viewer, cursor, { limit, windowMonths });
    return { ...page, cursor: encodeCursor(page.cursor) };
  });
}
