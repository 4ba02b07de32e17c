import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connect';
import { queryRow } from '../db/query';
import { accessGenerationColumn, type GenerationRow } from './access-generation';
import { type SessionViewer, type ViewerRow, viewerColumns, viewerOf } from './session-store';

interface Entry {
  generation: string;
  viewer: SessionViewer | null;
}

/** Enough for every user of a national deployment acting in a couple of roles. */
const DEFAULT_LIMIT = 20_000;

/**
 * Viewers (roles, effective permissions, areas, profile) by user and active role, kept while the
 * database's access generation is the one they were read at. A hit costs nothing but the session lookup
 * the request makes anyway; a miss runs the viewer query once for every process that sees the new
 * generation, so a revoked permission is gone on the next request, whichever process answers it.
 */
export class ViewerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly orm: Orm,
    private readonly limit = DEFAULT_LIMIT,
  ) {}

  async viewer(userId: number, activeRole: string | null, generation: string | null) {
    const key = `${userId}\u0000${activeRole ?? ''}`;
    const cached = this.#entries.get(key);
    if (cached && generation !== null && cached.generation === generation) return cached.viewer;
    // The generation is read with the viewer, in one snapshot: the entry never outlives its data.
    const row = await queryRow<ViewerRow & GenerationRow>(
      this.orm,
      sql`SELECT ${accessGenerationColumn}, ${viewerColumns}
        FROM (SELECT ${userId}::int AS user_id, ${activeRole}::text AS active_role) s
        LEFT JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL AND u.status = 'active'`,
    );
    const viewer = frozen(viewerOf(row));
    if (row.access_generation !== null) this.#remember(key, { generation: row.access_generation, viewer });
    return viewer;
  }

  #remember(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    // Map keeps insertion order: the first key is the one refreshed longest ago.
    if (this.#entries.size > this.limit) {
      const [oldest] = this.#entries.keys();
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

/** Requests share a cached viewer: a handler that changed one would change it for the next request. */
function frozen(viewer: SessionViewer | null): SessionViewer | null {
  if (!viewer) return null;
  Object.freeze(viewer.roles);
  Object.freeze(viewer.permissions);
  for (const ids of Object.values(viewer.areas)) Object.freeze(ids);
  Object.freeze(viewer.areas);
  return Object.freeze(viewer);
}
