import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localToday } from '../../server/dashboard/calendar';
import { queryRow, queryRows } from '../../server/db/query';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Issue 10 item 5: the grouping's distance and window are the configuration's (OUTBREAK_DISTANCE_KM,
 * OUTBREAK_WINDOW_DAYS), not fixed. With 2 km and 7 days, reports that the default 10 km and 21 days would
 * put in one outbreak (tests/server/outbreaks-grouping.test.ts) open their own.
 */
let t: TestApp;
let agent: TestClient;
let place: { here: number; other: number; specie: number; disease: number };

const HERE = { lat: 12.1, lng: 15.05 };
/** About 4.4 km north of HERE: within 10 km, beyond 2. */
const NEAR = { lat: 12.14, lng: 15.05 };

beforeAll(async () => {
  t = await createTestApp({ registrations: 0, config: { outbreaks: { windowDays: 7, distanceKm: 2 } } });
  agent = await t.as('agent@example.com');
  place = await queryRow(
    t.db.orm,
    sql`SELECT v.id AS here, (SELECT min(o.id) FROM villages o WHERE o.municipality_id <> v.municipality_id) AS other,
               (SELECT min(id) FROM species) AS specie, (SELECT min(id) FROM diseases) AS disease
        FROM villages v ORDER BY v.id LIMIT 1`,
  );
}, 120_000);

/** Files a report and answers the outbreak it was put in. */
async function outbreakOf(village: number, coordinates: typeof HERE, onset_date?: string) {
  const res = await agent.post('/api/registrations', {
    specie_id: place.specie,
    village_id: village,
    disease_ids: [place.disease],
    maleNumber: 1,
    femaleNumber: 1,
    coordinates,
    onset_date,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [membership] = await queryRows<{ outbreak_id: number }>(
    t.db.orm,
    sql`SELECT outbreak_id FROM outbreak_registrations WHERE registration_id = ${res.json().id}`,
  );
  return membership?.outbreak_id;
}

describe('outbreak grouping with configured rules (7 days, 2 km)', () => {
  it('opens a new outbreak beyond the configured distance and window, and joins within them', async () => {
    const first = await outbreakOf(place.here, HERE);
    expect(first).toEqual(expect.any(Number));
    // Another municipality 4.4 km away: joins at 10 km, not at 2.
    expect(await outbreakOf(place.other, NEAR)).not.toBe(first);
    // Five days before its case, in its municipality: within 7 days, joins it.
    expect(await outbreakOf(place.here, HERE, addDays(localToday(), -5))).toBe(first);
    // Eight days before its earliest case: within 21 days, not within 7.
    expect(await outbreakOf(place.here, HERE, addDays(localToday(), -13))).not.toBe(first);
  });
});
