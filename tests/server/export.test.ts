/**
 * The streamed export (issue 14): every row the list's filter selects, across keyset batches, as a real
 * workbook or CSV in the reader's language, within the viewer's areas, recorded in the audit trail.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { resourceByName } from '../../resources';
import { queryRow, queryRows } from '../../server/db/query';
import { EXPORT_BATCH } from '../../server/export/write-export';
import { exportColumns } from '../../shared/export/columns';
import { readXlsx } from '../client/shell/readXlsx';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

const registrations = resourceByName('registrations')!;
/** Where a field's column is in the export (the list's columns, in their order). */
const at = (source: string) =>
  exportColumns(registrations, (key) => key).findIndex((c) => c.source === source);

let t: TestApp;
let admin: TestClient;
let live: number;

const exportUrl = (format: string, filter: object = {}, sort = ['ref', 'ASC']) =>
  `/api/registrations/export?format=${format}&filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;

const count = async (where = sql`true`) => {
  const { n } = await queryRow<{ n: number }>(
    t.db.orm,
    sql`SELECT count(*)::int AS n FROM registrations WHERE deleted_at IS NULL AND ${where}`,
  );
  return n;
};

beforeAll(async () => {
  t = await createTestApp({ registrations: EXPORT_BATCH + 150 });
  admin = await t.as('admin@example.com');
  live = await count();
}, 300_000);

describe('streamed export', () => {
  it('writes every row, across batches, as a workbook in the reader language', async () => {
    expect(live).toBeGreaterThan(EXPORT_BATCH);
    admin.language = 'fr';
    const res = await admin.get(exportUrl('xlsx'));
    admin.language = 'en';
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="liste-excel.xlsx"');
    const rows = readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(
      exportColumns(registrations, (key, o) => translate('fr', key, o)).map((c) => c.header),
    );
    expect(rows).toHaveLength(live + 1);
    const refs = rows.slice(1).map((row) => row[0]);
    expect(new Set(refs).size).toBe(live);
    expect(refs).toEqual([...refs].sort((a, b) => a!.toLowerCase().localeCompare(b!.toLowerCase(), 'en')));
    const statuses = new Set(
      ['waiting', 'finished', 'returned', 'canceled'].map((s) =>
        translate('fr', `resources.registrations.values.status.${s}`),
      ),
    );
    for (const row of rows.slice(1, 200)) {
      expect(row[at('specie_id')]).not.toMatch(/^#|^$/);
      expect(row[at('village_id')]).not.toMatch(/^#|^$/);
      expect(row[at('disease_ids')]).not.toMatch(/^#/);
      expect(statuses.has(row[at('status')]!)).toBe(true);
    }
  });

  it('applies the filter and writes Arabic right to left', async () => {
    const canceled = await count(sql`status = 'canceled'`);
    admin.language = 'ar';
    const res = await admin.get(exportUrl('xlsx', { status: 'canceled' }, ['created_at', 'DESC']));
    admin.language = 'en';
    const rows = readXlsx(res.rawPayload);
    expect(rows).toHaveLength(canceled + 1);
    expect(rows[0]![0]).toBe(translate('ar', 'resources.registrations.fields.ref'));
    expect(new Set(rows.slice(1).map((row) => row[at('status')]))).toEqual(
      new Set([translate('ar', 'resources.registrations.values.status.canceled')]),
    );
  });

  it('writes CSV with a byte-order mark, one line per row', async () => {
    const res = await admin.get(exportUrl('csv'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="liste-excel.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(live + 2);
    expect(lines[0]!.startsWith('Reference,Species,')).toBe(true);
  });

  it('is recorded in the audit trail with its filter', async () => {
    await admin.get(exportUrl('csv', { status: 'finished' }));
    const [row] = await queryRows<{
      action: string;
      resource: string;
      changes: Record<string, { after: unknown }>;
    }>(t.db.orm, sql`SELECT action, resource, changes FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(row).toMatchObject({ action: 'export', resource: 'registrations' });
    expect(row!.changes.format!.after).toBe('csv');
    expect(JSON.parse(String(row!.changes.filter!.after))).toEqual({ status: 'finished' });
  });

  it("keeps to the viewer's areas", async () => {
    const [province] = await queryRows<{ id: number; n: number }>(
      t.db.orm,
      sql`SELECT province_id AS id, count(*)::int AS n FROM registrations WHERE deleted_at IS NULL
          GROUP BY province_id ORDER BY n DESC LIMIT 1`,
    );
    const provincial = await signInOfficer(t, 'export-area@example.com', { province_ids: [province!.id] });
    const lines = (await provincial.get(exportUrl('csv'))).rawPayload.toString('utf8').split('\r\n');
    expect(lines).toHaveLength(province!.n + 2);
    expect(province!.n).toBeLessThan(live);
  });

  it('refuses a bad format, a bad filter and a visitor', async () => {
    expect((await admin.get(exportUrl('pdf'))).statusCode).toBe(400);
    expect((await admin.get(exportUrl('csv', { nope: 1 }))).statusCode).toBe(400);
    expect((await t.client().get(exportUrl('csv'))).statusCode).toBe(401);
  });
});
