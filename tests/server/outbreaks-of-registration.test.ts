import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/query';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * A registration's outbreaks (`GET /api/registrations/{id}/outbreaks`, its page's link to them): what the
 * memberships say, disease names in the reader's language, and nothing for whoever may not read the
 * registration (another province's reviewer: 404) or outbreaks (a field agent: 403).
 */
let t: TestApp;
let rse: TestClient;
let agent: TestClient;
let provincial: TestClient;
/** A seeded registration grouped into an outbreak, its province, and one in no outbreak. */
let member: { id: number; province_id: number };
let loner: number;

interface Membership {
  outbreak_id: number;
  ref: string;
  status: string;
  disease_id: number;
  name: string;
  name_en: string | null;
  name_ar: string | null;
}

const memberships = (id: number) =>
  queryRows<Membership>(
    t.db.orm,
    sql`SELECT l.outbreak_id, o.ref, o.status, l.disease_id, d.name, d.name_en, d.name_ar
        FROM outbreak_registrations l JOIN outbreaks o ON o.id = l.outbreak_id
        JOIN diseases d ON d.id = l.disease_id WHERE l.registration_id = ${id} ORDER BY d.name, o.id`,
  );

beforeAll(async () => {
  t = await createTestApp({ registrations: 60 });
  [rse, agent] = await Promise.all([t.as('rse@example.com'), t.as('agent@example.com')]);
  const [found] = await queryRows<{ id: number; province_id: number }>(
    t.db.orm,
    sql`SELECT r.id, r.province_id FROM registrations r
        WHERE EXISTS (SELECT 1 FROM outbreak_registrations l WHERE l.registration_id = r.id)
        ORDER BY r.id LIMIT 1`,
  );
  member = found!;
  const [other] = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT id FROM provinces WHERE id <> ${member.province_id} ORDER BY id LIMIT 1`,
  );
  provincial = await signInOfficer(t, 'rse.elsewhere@example.td', { province_ids: [other!.id] });
  const [waiting] = await queryRows<{ id: number }>(
    t.db.orm,
    sql`SELECT r.id FROM registrations r JOIN outbreak_registrations l ON l.registration_id = r.id
        WHERE r.status = 'waiting' AND r.id <> ${member.id} ORDER BY r.id LIMIT 1`,
  );
  loner = waiting!.id;
  const canceled = await rse.post(`/api/registrations/${loner}/cancel`, { comment: 'duplicate' });
  expect(canceled.statusCode, canceled.body).toBe(200);
}, 120_000);

describe("a registration's outbreaks", () => {
  it('lists the outbreak of each disease it reports, with its dates', async () => {
    const res = await rse.get(`/api/registrations/${member.id}/outbreaks`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = await memberships(member.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.json()).toEqual(
      expected.map((m) => ({
        id: m.outbreak_id,
        ref: m.ref,
        status: m.status,
        disease_id: m.disease_id,
        disease: m.name_en ?? m.name,
        started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        last_case_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        moved: false,
      })),
    );
  });

  it("names the diseases in the reader's language", async () => {
    rse.language = 'ar';
    try {
      const res = await rse.get(`/api/registrations/${member.id}/outbreaks`);
      const expected = await memberships(member.id);
      expect(res.json().map((o: { disease: string }) => o.disease)).toEqual(
        expected.map((m) => m.name_ar ?? m.name).sort((a, b) => a.localeCompare(b)),
      );
    } finally {
      rse.language = 'en';
    }
  });

  it('is empty for a registration in no outbreak (canceled)', async () => {
    const res = await rse.get(`/api/registrations/${loner}/outbreaks`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('is refused to a field agent, and not found outside the reader’s areas or for no registration', async () => {
    expect((await agent.get(`/api/registrations/${member.id}/outbreaks`)).statusCode).toBe(403);
    expect((await provincial.get(`/api/registrations/${member.id}/outbreaks`)).statusCode).toBe(404);
    expect((await rse.get('/api/registrations/2147483647/outbreaks')).statusCode).toBe(404);
    expect((await rse.get('/api/registrations/abc/outbreaks')).statusCode).toBe(404);
  });
});
