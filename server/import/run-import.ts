/**
 * An import from first row to last: rows in batches, each checked like a form save (./check-row.ts),
 * then, when committing, written (./write-batch.ts). A dry run writes nothing. A commit runs in one
 * transaction: "all or nothing" rolls it back when any row is wrong, "valid rows" writes those and
 * reports the others. The import itself is one audit row, beside the rows of the records it wrote.
 */
import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/kit';
import { recordAudit } from '../audit/record';
import { requireViewer } from '../auth/routes';
import type { CrudRegistry } from '../crud/context';
import type { ResourcePolicy } from '../crud/policy';
import { localToday } from '../dashboard/calendar';
import type { Orm } from '../db/connect';
import { translatorFor } from '../http/locale';
import { emitWorkflowEvent, type WorkflowListener } from '../workflow/events';
import {
  AreaCheck,
  type CheckContext,
  checkRow,
  lookupsFrom,
  ROW,
  UniqueValues,
  type Verdict,
} from './check-row';
import type { Mapping } from './columns';
import { findExisting, matchSignature, uniqueHolders } from './existing';
import { loadAhead } from './load-ahead';
import type { OpenedFile, SheetRow } from './read-rows';
import { ReferenceIndexes } from './reference-index';
import { type RowErrors, rowBody } from './row-body';
import { type BatchWrites, writeBatch } from './write-batch';
import { WriteQueue } from './write-queue';

export type RowStatus = 'created' | 'updated' | 'unchanged' | 'error';

export interface RowResult {
  /** The row's number in the file (the header is row 1). */
  line: number;
  status: RowStatus;
  /** The record written or found (absent on a dry run's new rows and on errors). */
  id?: number;
  /** Messages by field key ('' for the whole row), in the user's language. */
  errors?: RowErrors;
}

export interface ImportOptions {
  mode: 'dry-run' | 'commit';
  onError: 'all' | 'valid';
  filename: string;
  mapping: Mapping;
}

export interface ImportReport {
  resource: string;
  mode: ImportOptions['mode'];
  onError: ImportOptions['onError'];
  /** Whether the rows were written (false for a dry run and a refused all-or-nothing commit). */
  committed: boolean;
  counts: Record<RowStatus, number>;
  rows: RowResult[];
}

export interface ImportContext {
  reg: CrudRegistry;
  resource: Resource;
  policy: ResourcePolicy;
  request: FastifyRequest;
  listeners: readonly WorkflowListener[];
}

const BATCH = 1000;
const YIELD_EVERY = 100;

async function* batches(rows: AsyncIterable<SheetRow>) {
  let batch: SheetRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

class RolledBack extends Error {
  constructor(readonly report: ImportReport) {
    super('import rolled back');
  }
}

/** Reads, checks and (on commit) writes every row of the file; `progress` hears the rows done. */
export async function runImport(
  context: ImportContext,
  file: OpenedFile,
  options: ImportOptions,
  progress: (rows: number) => void,
): Promise<ImportReport> {
  if (options.mode === 'dry-run') return processRows(context, context.reg.orm, file, options, progress);
  try {
    return await context.reg.orm.transaction(async (tx) => {
      // The planner's statistics do not count the rows this transaction writes, so the triggers' rollup
      // statements of each batch were guessed costly enough to be JIT-compiled: ~200 ms of compiling each
      // for statements that run in tens of ms (docs/decisions.md).
      await tx.execute(sql`SET LOCAL jit = off`);
      // Each batch would update the same rollup rows, and in one transaction each update leaves a version the
      // next one walks past: the triggers append their changes instead, added up once at the end (drizzle/0064).
      await tx.execute(sql`SELECT rollups_hold()`);
      const report = await processRows(context, tx, file, options, progress);
      if (options.onError === 'all' && report.counts.error) throw new RolledBack(report);
      await recordImport(context, tx, options, report);
      return report;
    });
  } catch (error) {
    if (error instanceof RolledBack) return { ...error.report, committed: false };
    throw error;
  }
}

async function processRows(
  context: ImportContext,
  orm: Orm,
  file: OpenedFile,
  options: ImportOptions,
  progress: (rows: number) => void,
): Promise<ImportReport> {
  const { reg, resource, request } = context;
  const viewer = requireViewer(request);
  const t = translatorFor(request);
  const indexes = new ReferenceIndexes(reg, orm);
  const check: CheckContext = { reg, orm, resource, policy: context.policy, request, viewer, t, indexes };
  const uniques = new UniqueValues(resource);
  const helpers = {
    lookups: lookupsFrom(indexes, uniques),
    areas: new AreaCheck(check),
    today: localToday(),
  };
  const rowContext = { resource, mapping: options.mapping, headers: file.headers, indexes, t };
  const seen = new Map<string, number>();
  const report: ImportReport = {
    resource: resource.name,
    mode: options.mode,
    onError: options.onError,
    committed: options.mode === 'commit',
    counts: { created: 0, updated: 0, unchanged: 0, error: 0 },
    rows: [],
  };
  const createdIds: number[] = [];
  const drawn = new Set<string>();
  const writes = new WriteQueue();

  try {
    // A batch's look-ups read what the database held before the import and the earlier batches' writes
    // may be behind them: the file's own earlier rows are known from memory (`seen`, `uniques`).
    const loaded = loadAhead(batches(file.rows), async (batch) => {
      const converted = await Promise.all(batch.map((row) => rowBody(rowContext, row.cells)));
      const bodies = converted.map((c) => c.body);
      const existing = await findExisting(reg, orm, resource, bodies);
      const holders = await uniqueHolders(reg, orm, resource, bodies);
      return { batch, converted, existing, holders };
    });
    for await (const { batch, converted, existing, holders } of loaded) {
      writes.throwIfFailed();
      uniques.holders = holders;
      // Read once per batch, not per row and date field: the clock is a noticeable part of a 100k check.
      helpers.today = localToday();
      const batchWrites: BatchWrites = { creates: [], updates: [] };
      const results: RowResult[] = [];
      const createdRows: RowResult[] = [];
      for (const [i, row] of batch.entries()) {
        // Let the database's answers in now and then, so the write queue's next statement leaves at once.
        if (i % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate();
        const { body, errors } = converted[i] ?? { body: {}, errors: {} };
        const found = existing[i] ?? null;
        let verdict: Verdict;
        const signature = matchSignature(resource, body);
        const earlier = signature ? seen.get(signature) : undefined;
        if (Object.keys(errors).length) verdict = { status: 'error', errors };
        else if (earlier !== undefined)
          verdict = { status: 'error', errors: { [ROW]: [t('import.duplicateRow', { line: earlier })] } };
        else if (found?.deleted_at) verdict = { status: 'error', errors: { [ROW]: [t('import.inTrash')] } };
        else verdict = await checkRow(check, helpers, body, found);
        if (signature && earlier === undefined) seen.set(signature, row.line);
        const result: RowResult = { line: row.line, status: verdict.status };
        if (verdict.status === 'error') result.errors = verdict.errors;
        else if (verdict.status !== 'created') result.id = verdict.existing.id;
        if (verdict.status === 'created') {
          uniques.claim(verdict.input);
          batchWrites.creates.push(verdict.input);
          createdRows.push(result);
        }
        if (verdict.status === 'updated') {
          uniques.claim(verdict.input, verdict.existing);
          batchWrites.updates.push({ input: verdict.input, existing: verdict.existing });
        }
        report.counts[verdict.status] += 1;
        results.push(result);
      }
      const writing = options.mode === 'commit' && !(options.onError === 'all' && report.counts.error);
      if (writing)
        writes.add(async () => {
          const ids = await writeBatch(
            { reg, orm, resource, viewer, ip: request.ip, drawn, indexes },
            batchWrites,
          );
          for (const [i, id] of ids.entries()) {
            const created = createdRows[i];
            if (created) created.id = id;
          }
          createdIds.push(...ids);
        });
      report.rows.push(...results);
      progress(report.rows.length);
    }
  } finally {
    await writes.settled();
  }
  writes.throwIfFailed();
  if (options.mode !== 'commit' || (options.onError === 'all' && report.counts.error)) return report;
  // Before anything reads them: the new rows' events evaluate alerts from the weekly counts.
  await orm.execute(sql`SELECT rollups_release()`);
  if (createdIds.length)
    await emitWorkflowEvent(
      context.listeners,
      { type: 'created', resource: resource.name, ids: createdIds, viewer },
      orm,
    );
  return report;
}

/** One audit row for the import: its file, mode and counts (each record has its own row besides). */
async function recordImport(context: ImportContext, orm: Orm, options: ImportOptions, report: ImportReport) {
  const after = (value: unknown) => ({ before: null, after: value });
  await recordAudit(orm, context.request, {
    action: 'import',
    resource: context.resource.name,
    changes: {
      file: after(options.filename),
      on_error: after(options.onError),
      created: after(report.counts.created),
      updated: after(report.counts.updated),
      unchanged: after(report.counts.unchanged),
      error: after(report.counts.error),
    },
  });
}
