import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRow } from '../../server/db/query';
import { EXPORT_RETRY_AFTER_SECONDS } from '../../server/export/threaded-export';
import { readXlsx } from '../client/shell/readXlsx';
import { openSideSessions, type SideSessions } from '../support/side-sessions';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * On PostgreSQL an export runs in a thread of its own (threaded-export.ts). At most EXPORT_THREADS run at
 * once: one more is refused with 503, Retry-After and a translated message, and the place comes back when
 * a thread ends. A thread that runs out of memory, or whose export fails after its first byte, fails its
 * export (never a short file: a started download is cut) and the server keeps serving. An export is held running, not timed: a second
 * connection locks the registrations table its thread reads.
 */
const exportPath = '/api/registrations/export?format=csv';

const opened = (config: { atOnce: number; heapMb: number }, registrations = 30) => {
  const state: { t?: TestApp; sides?: SideSessions } = {};
  beforeAll(async () => {
    state.t = await createTestApp({ registrations, config: { exportThreads: config } });
    state.sides = await openSideSessions(state.t, await state.t.as('admin@example.com'));
  }, 120_000);
  afterAll(() => state.sides?.close());
  const sides = () => {
    if (!state.sides) throw new Error('not opened');
    return state.sides;
  };
  return {
    sides,
    get: (path: string, language = 'en') =>
      fetch(`${sides().base}${path}`, { headers: { cookie: sides().cookie, 'accept-language': language } }),
    live: async () => {
      if (!state.t) throw new Error('not opened');
      return (
        await queryRow<{ n: number }>(
          state.t.db.orm,
          sql`SELECT count(*)::int AS n FROM registrations WHERE deleted_at IS NULL`,
        )
      ).n;
    },
  };
};

const until = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((r) => setTimeout(r, 20));
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('export threads on PostgreSQL (test:pg)', () => {
  describe('at most EXPORT_THREADS at once', () => {
    const { sides, get, live } = opened({ atOnce: 1, heapMb: 64 });
    const waitingOnLock = async () =>
      (
        await sides().observer.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0]?.n ?? 0;

    it('refuses one more with 503, Retry-After and a translated message; the place comes back', async () => {
      await sides().lockRegistrations();
      let first: Promise<Response> | undefined;
      try {
        first = get(exportPath);
        await until(async () => (await waitingOnLock()) >= 1);
        for (const [language, message] of [
          ['en', /^Other exports are running\. Try again in 30 seconds\.$/],
          ['fr', /^D’autres exports sont en cours\. Réessayez dans 30 secondes\.$/],
          ['ar', /^تجري عمليات تصدير أخرى الآن\. أعد المحاولة بعد 30 ثانية\.$/],
        ] as const) {
          const refused = await get(exportPath, language);
          expect(refused.status).toBe(503);
          expect(refused.headers.get('retry-after')).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
          expect((await refused.json()).message).toMatch(message);
        }
      } finally {
        await sides().locker.query('ROLLBACK');
      }
      const done = await first;
      expect(done?.status).toBe(200);
      const lines = (await done?.text())?.split('\r\n') ?? [];
      expect(lines).toHaveLength((await live()) + 2);
      // Its thread ended: the next export runs.
      const next = await get(exportPath);
      expect(next.status).toBe(200);
      expect((await next.text()).split('\r\n')).toHaveLength((await live()) + 2);
    }, 180_000);

    it('cut after its first byte: the download fails, the place comes back, the server keeps serving', async () => {
      // The thread sends the CSV's header, then asks the request's thread for the species' names, which
      // wait on the lock; that query is then cancelled, as a statement timeout or an operator would.
      await sides().locker.query('BEGIN; LOCK TABLE species IN ACCESS EXCLUSIVE MODE');
      try {
        // Not compressed: the compressor would keep the header's few bytes until it has more.
        const cut = await fetch(`${sides().base}${exportPath}`, {
          headers: { cookie: sides().cookie, 'accept-encoding': 'identity' },
        });
        expect(cut.status).toBe(200);
        const body = cut.body?.getReader();
        if (!body) throw new Error('no body');
        const first = await body.read();
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(first.value)).toMatch(/^\uFEFF.*\r\n$/);
        await until(async () => (await waitingOnLock()) >= 1);
        await sides().observer.query(
          `SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        const rest = async () => {
          while (!(await body.read()).done);
        };
        await expect(rest()).rejects.toThrow();
      } finally {
        await sides().locker.query('ROLLBACK');
      }
      const next = await get(exportPath);
      expect(next.status).toBe(200);
      expect((await next.text()).split('\r\n')).toHaveLength((await live()) + 2);
      const species = await get('/api/species');
      expect(species.status).toBe(200);
    }, 180_000);
  });

  describe('a workbook of many chunks over a real socket', () => {
    // The request's thread gives each chunk's buffer back to the thread once the socket has sent it, and
    // the thread writes later chunks into it: the file read fast and read slowly is the same workbook.
    const { sides, live } = opened({ atOnce: 2, heapMb: 64 }, 1500);
    const workbook = async (pause: number) => {
      const res = await fetch(`${sides().base}/api/registrations/export?format=xlsx`, {
        headers: { cookie: sides().cookie, 'accept-encoding': 'identity' },
      });
      expect(res.status).toBe(200);
      const body = res.body?.getReader();
      if (!body) throw new Error('no body');
      const chunks: Uint8Array[] = [];
      for (let read = await body.read(); !read.done; read = await body.read()) {
        chunks.push(read.value);
        if (pause) await new Promise((r) => setTimeout(r, pause));
      }
      return readXlsx(Buffer.concat(chunks));
    };

    it('is the same workbook read fast or slowly, every row once', async () => {
      const fast = await workbook(0);
      expect(fast).toHaveLength((await live()) + 1);
      expect(new Set(fast.slice(1).map((row) => row[0])).size).toBe(fast.length - 1);
      expect(await workbook(5)).toEqual(fast);
    }, 120_000);
  });

  describe('a thread out of memory', () => {
    // Too small a heap for the thread to load its modules: V8 stops it (ERR_WORKER_OUT_OF_MEMORY).
    const { get } = opened({ atOnce: 1, heapMb: 2 });

    it('fails the export, gives its place back, and the server keeps serving', async () => {
      // Stopped before its first byte, the answer is still unsent: a 500 (a thread stopped mid-file cuts
      // the started download instead, by the same destroy of its stream). Twice: the place came back.
      for (let i = 0; i < 2; i++) {
        const res = await get(exportPath);
        expect(res.status).toBe(500);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
      const species = await get('/api/species');
      expect(species.status).toBe(200);
      expect((await species.json()).length).toBeGreaterThan(0);
    }, 60_000);
  });
});
