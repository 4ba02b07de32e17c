/**
 * The export's raw statement (server/export/export-rows.ts: positional rows, links as sorted arrays, a
 * cursor on PostgreSQL and keyset batches on PGlite) writes what the records of the list API make through
 * `toRow`, line for line; and on PostgreSQL a client who leaves gives the export's connection back.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../i18n';
import { resourceByName, resources } from '../../resources';
import { createCrudRegistry } from '../../server/crud/context';
import { MAX_PAGE_SIZE } from '../../server/crud/list-query';
import { labelReader } from '../../server/export/labels';
import { EXPORT_BATCH } from '../../server/export/write-export';
import { csvLine } from '../../shared/csv';
import { toRow } from '../../shared/export/cells';
import { exportColumns } from '../../shared/export/columns';
import { openSideSessions, type SideSessions } from '../support/side-sessions';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

type ApiRecord = Record<string, unknown>;

let t: TestApp;
let admin: TestClient;

const query = (filter: object, sort: [string, string]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;

/** Every record of a list, page after page of the API's largest size. */
async function listed(name: string, filter: object, sort: [string, string]): Promise<ApiRecord[]> {
  const records: ApiRecord[] = [];
  for (let from = 0; ; from += MAX_PAGE_SIZE) {
    const range = encodeURIComponent(JSON.stringify([from, from + MAX_PAGE_SIZE - 1]));
    const res = await admin.get(`/api/${name}?${query(filter, sort)}&range=${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const page: ApiRecord[] = res.json();
    records.push(...page);
    if (page.length < MAX_PAGE_SIZE) return records;
  }
}

/** The CSV lines the records make, one by one through `toRow`: what the export must write. */
async function expectedLines(name: string, records: ApiRecord[], language: 'fr' | 'en' | 'ar') {
  const resource = resourceByName(name)!;
  const tr = (key: string, options?: Record<string, string | number>) => translate(language, key, options);
  const columns = exportColumns(resource, tr);
  const positional = records.map((record) => columns.map((column) => record[column.source]));
  const labels = await labelReader(createCrudRegistry(t.db, resources), columns, language)(positional);
  return [
    csvLine(columns.map((column) => column.header)),
    ...records.map((record) => csvLine(toRow(record, columns, labels, name, tr, language))),
  ];
}

async function exportedLines(name: string, filter: object, sort: [string, string]) {
  const res = await admin.get(`/api/${name}/export?format=csv&${query(filter, sort)}`);
  expect(res.statusCode, res.body).toBe(200);
  const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
}

beforeAll(async () => {
  t = await createTestApp({ registrations: EXPORT_BATCH + 150 });
  admin = await t.as('admin@example.com');
}, 300_000);

describe('export rows', () => {
  const cases: [string, object, [string, string], 'fr' | 'en' | 'ar'][] = [
    ['registrations', {}, ['created_at', 'DESC'], 'en'],
    ['registrations', {}, ['ref', 'ASC'], 'fr'],
    ['registrations', {}, ['maleNumber', 'DESC'], 'ar'],
    ['registrations', { status: ['waiting', 'finished'] }, ['specie_id', 'ASC'], 'en'],
    ['species', {}, ['name', 'ASC'], 'ar'],
    ['villages', {}, ['name', 'DESC'], 'fr'],
  ];
  it.each(
    cases,
  )('writes %s (filter %j, sort %j, %s) as the list records make it', async (name, filter, sort, language) => {
    admin.language = language;
    try {
      const records = await listed(name, filter, sort);
      expect(records.length).toBeGreaterThan(0);
      const lines = await exportedLines(name, filter, sort);
      expect(lines).toHaveLength(records.length + 1);
      expect(lines).toEqual(await expectedLines(name, records, language));
    } finally {
      admin.language = 'en';
    }
  });
});

// A cursor holds a connection and a transaction: PostgreSQL only (PGlite reads keyset batches).
if (process.env.TEST_DATABASE_URL) {
  describe('a client leaving the export (test:pg)', () => {
    let s: SideSessions;

    /** The app's sessions other than the two clients of this test, by state and statement. */
    const sessions = async () =>
      (
        await s.observer.query<{ state: string; query: string; waiting: string | null }>(
          `SELECT state, query, wait_event_type AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND backend_type = 'client backend'
              AND pid NOT IN (pg_backend_pid(), $1)`,
          [(s.locker as pg.Client & { processID: number }).processID],
        )
      ).rows;

    beforeAll(async () => {
      s = await openSideSessions(t, admin);
    }, 120_000);
    afterAll(() => s?.close());

    it('cancels the cursor and gives the connection back', async () => {
      // The export's cursor waits on this lock: it is certainly open when the client leaves.
      await s.lockRegistrations();
      const leaving = new AbortController();
      try {
        const res = await fetch(`${s.base}/api/registrations/export?format=csv`, {
          headers: { cookie: s.cookie },
          signal: leaving.signal,
        });
        expect(res.status).toBe(200);
        await vi.waitFor(
          async () =>
            expect((await sessions()).some((s) => /DECLARE/.test(s.query) && s.waiting === 'Lock')).toBe(
              true,
            ),
          { timeout: 30_000, interval: 100 },
        );
        leaving.abort();
        // Cancelled and rolled back while the lock is still held: nothing of the export is left open.
        await vi.waitFor(
          async () => {
            const open = (await sessions()).filter((s) => s.state !== 'idle' || s.waiting === 'Lock');
            expect(open).toEqual([]);
          },
          { timeout: 30_000, interval: 100 },
        );
      } finally {
        await s.locker.query('ROLLBACK');
      }
      // The pool answers as before.
      expect((await admin.get('/api/registrations')).statusCode).toBe(200);
    });
  });
}
