import type { FastifyRequest } from 'fastify';
import type { AreaSet } from '../areas/levels';
import type { SessionViewer } from '../auth/session-store';
import type { Orm } from '../db/connect';
import type { Translate } from '../http/locale';
import type { EqualityFilter } from './list-query';
import type { StoredRecord } from './serialize';
import type { ValidInput } from './validate';

export interface WriteContext {
  request: FastifyRequest;
  viewer: SessionViewer;
  orm: Orm;
  t: Translate;
  /** The stored record (API shape) on update, status change and delete; null on create. */
  existing: StoredRecord | null;
  /** What is about to be written (absent on delete). */
  input?: ValidInput;
}

/**
 * Rules of one resource that a declaration cannot say (who may grant what, what a user may not do to
 * themselves). They run inside the write's transaction and throw an ApiError to refuse.
 */
export interface ResourcePolicy {
  beforeWrite?(context: WriteContext): Promise<void>;
  afterWrite?(context: WriteContext & { id: number }): Promise<void>;
  beforeDelete?(context: WriteContext): Promise<void>;
  /** After a record went to the trash or for good, in the same transaction (`existing` is it). */
  afterDelete?(context: WriteContext): Promise<void>;
  /** After a record came back from the trash, in the same transaction. */
  afterRestore?(context: WriteContext): Promise<void>;
  /** How a stored record is shown in answers (e.g. a picture replaced by its own URL). */
  present?(record: Record<string, unknown>): Record<string, unknown>;
  /**
   * How to read the exact number of the list's rows matching `filter` within the viewer's `areas`, when
   * the database keeps it (counters maintained on every write) and reading it beats counting; null: count
   * as usual (told before the page is read, so the page's statement can count).
   */
  maintainedTotal?(filter: EqualityFilter, areas: AreaSet): ((orm: Orm) => Promise<number>) | null;
}
