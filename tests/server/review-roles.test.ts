import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import registrations from '../../resources/registrations';
import { queryRow } from '../../server/db/query';
import { signInOfficer } from '../support/officer';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Issue 10's "every transition allowed/denied by role": each review action of a registration, run by
 * each kind of viewer on a report in the state the action starts from. A refused one answers 403 (may
 * read, may not act) or 404 (may not read) and changes nothing: state, counts, history.
 */
type Viewer = 'admin' | 'rse' | 'editor' | 'decideur' | 'author' | 'otherAgent' | 'otherProvince';

const REVIEWERS_ONLY: Record<Viewer, number> = {
  admin: 200,
  rse: 200,
  editor: 403,
  decideur: 403,
  author: 403,
  otherAgent: 404,
  otherProvince: 404,
};
const AUTHOR_ONLY: Record<Viewer, number> = {
  admin: 403,
  rse: 403,
  editor: 403,
  decideur: 403,
  author: 200,
  otherAgent: 404,
  otherProvince: 404,
};

/** Each action: the reviewer's actions that bring a new report to a state it starts from, and who may run it. */
const MATRIX: Record<
  string,
  { before: string[]; body?: Record<string, unknown>; expected: Record<Viewer, number> }
> = {
  verify: { before: [], expected: REVIEWERS_ONLY },
  'send-back': { before: [], expected: REVIEWERS_ONLY },
  cancel: { before: [], expected: REVIEWERS_ONLY },
  reopen: { before: ['verify'], expected: REVIEWERS_ONLY },
  'confirm-clinical': { before: [], expected: REVIEWERS_ONLY },
  'rule-out': { before: [], expected: REVIEWERS_ONLY },
  'mark-suspected': { before: ['confirm-clinical'], expected: REVIEWERS_ONLY },
  resubmit: { before: ['send-back'], body: { femaleNumber: 7 }, expected: AUTHOR_ONLY },
};

let t: TestApp;
let viewers: Record<Viewer, TestClient>;
let report: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
  const [admin, rse, editor, decideur, author, otherProvince] = await Promise.all([
    t.as('admin@example.com'),
    t.as('rse@example.com'),
    t.as('editor@example.com'),
    t.as('decideur@example.com'),
    t.as('agent@example.com'),
    t.as('rse-province@example.com'),
  ]);
  const otherAgent = await signInOfficer(t, 'agent-other@example.com', {}, 'Agent');
  viewers = { admin, rse, editor, decideur, author, otherAgent, otherProvince };
  // A village outside the provincial reviewer's province (Hadjer-Lamis).
  const place = await queryRow<{ village: number; specie: number; disease: number }>(
    t.db.orm,
    sql`SELECT v.id AS village, (SELECT min(id) FROM species) AS specie, (SELECT min(id) FROM diseases) AS disease
        FROM villages v JOIN municipalities m ON m.id = v.municipality_id
        JOIN departments d ON d.id = m.department_id JOIN provinces p ON p.id = d.province_id
        WHERE p.reference <> 'TD-HL' ORDER BY v.id LIMIT 1`,
  );
  report = {
    specie_id: place.specie,
    village_id: place.village,
    disease_ids: [place.disease],
    maleNumber: 1,
    femaleNumber: 2,
    coordinates: { lat: 12.1, lng: 15.05 },
  };
}, 120_000);

/** What a refused action must leave as it was. */
async function stateOf(id: number): Promise<Record<string, unknown>> {
  const record = (await viewers.rse.get(`/api/registrations/${id}`)).json();
  const history: unknown[] = (await viewers.rse.get(`/api/registrations/${id}/transitions`)).json();
  return {
    status: record.status,
    classification: record.classification,
    femaleNumber: record.femaleNumber,
    review_comment: record.review_comment,
    transitions: history.length,
  };
}

describe('who may run each review action', () => {
  it('the matrix names every action the registrations declare', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(registrations.actions.map((a) => a.name).sort());
  });

  for (const [name, { before, body, expected }] of Object.entries(MATRIX)) {
    it(`${name}: ${Object.entries(expected)
      .map(([viewer, status]) => `${viewer} ${status}`)
      .join(', ')}`, async () => {
      const action = registrations.actions.find((a) => a.name === name);
      if (!action) throw new Error(`no action ${name}`);
      /** A new report in the state the action starts from. */
      const prepare = async () => {
        const created = await viewers.author.post('/api/registrations', report);
        expect(created.statusCode, created.body).toBe(201);
        const id: number = created.json().id;
        for (const step of before) {
          const prepared = await viewers.rse.post(`/api/registrations/${id}/${step}`, { comment: 'Before' });
          expect(prepared.statusCode, prepared.body).toBe(200);
        }
        return id;
      };
      // A refused action leaves its report as it was (asserted below), so the next viewer gets the same one;
      // an allowed action moves it on, so the next viewer gets a new one.
      let ready: number | undefined;
      for (const [viewer, status] of Object.entries(expected) as [Viewer, number][]) {
        const id = ready ?? (await prepare());
        ready = id;
        const was = await stateOf(id);
        const res = await viewers[viewer].post(`/api/registrations/${id}/${name}`, {
          comment: `By ${viewer}`,
          ...body,
        });
        expect(res.statusCode, `${name} by ${viewer}: ${res.body}`).toBe(status);
        const now = await stateOf(id);
        if (status !== 200) {
          expect(now, `${name} refused to ${viewer} changed nothing`).toEqual(was);
          continue;
        }
        ready = undefined;
        expect(now[action.field]).toBe(action.to);
        expect(now.transitions).toBe(Number(was.transitions) + 1);
      }
    });
  }
});
