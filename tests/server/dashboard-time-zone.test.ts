/** The dashboard's time zone is configuration: the shared calendar and the database's `dashboard_day()` follow it. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTimeZone, syncDashboardTimeZone } from '../../server/dashboard/time-zone-sync';
import { calendarIn, DEFAULT_TIME_ZONE } from '../../shared/calendar';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertFixture } from './dashboard-fixture';

describe('shared calendar', () => {
  it('starts local days at the zone’s midnight, daylight saving included', () => {
    expect(calendarIn('Africa/Ndjamena').dayStart('2025-01-01')).toBe('2024-12-31T23:00:00.000Z');
    expect(calendarIn('America/New_York').dayStart('2026-07-01')).toBe('2026-07-01T04:00:00.000Z');
    expect(calendarIn('America/New_York').dayStart('2026-01-01')).toBe('2026-01-01T05:00:00.000Z');
    expect(calendarIn('Asia/Tokyo').localDay(new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
    expect(calendarIn('Africa/Ndjamena').dayEndBefore('2025-02-01')).toBe('2025-01-31T22:59:59.999Z');
  });

  it('names the current year as the local day does, in the zones furthest from UTC, around New Year', () => {
    const zones = ['Pacific/Kiritimati', 'Etc/GMT+12', 'Africa/Ndjamena', 'America/New_York', 'Asia/Tokyo'];
    const instants = [
      '2025-12-31T09:59:59.999Z',
      '2025-12-31T10:00:00Z',
      '2025-12-31T10:00:00.001Z',
      '2025-12-31T23:30:00Z',
      '2026-01-01T11:59:59.999Z',
      '2026-01-01T12:00:00Z',
      '2026-01-01T12:00:00.001Z',
      '2026-07-01T00:00:00Z',
    ].map((iso) => new Date(iso));
    for (const zone of zones) {
      const calendar = calendarIn(zone);
      for (const at of instants) {
        expect(calendar.currentYear(at), `${zone} at ${at.toISOString()}`).toBe(
          Number(calendar.localDay(at).slice(0, 4)),
        );
      }
    }
    expect(calendarIn('Pacific/Kiritimati').currentYear(new Date('2025-12-31T10:00:00Z'))).toBe(2026);
    expect(calendarIn('Etc/GMT+12').currentYear(new Date('2026-01-01T11:59:59.999Z'))).toBe(2025);
  });
});

describe('DASHBOARD_TIME_ZONE in the database', () => {
  let t: TestApp;
  const monthOf = async (ref: string) => {
    const result = (await t.db.orm.execute(
      sql`SELECT to_char(m.month, 'YYYY-MM') AS month FROM dashboard_registration_months m
          JOIN registrations r ON r.specie_id = m.specie_id AND coalesce(r.breed_id, 0) = m.breed_id
            AND r.status = m.status AND m.month = dashboard_period('month', r.created_at)
          WHERE r.ref = ${ref}`,
    )) as unknown as { rows: { month: string }[] };
    return result.rows[0]?.month;
  };

  beforeAll(async () => {
    t = await createTestApp({ registrations: 0 });
    await insertFixture(t.db.orm);
  });

  it('is the default after the migrations, and a start with another zone rebuilds the rollups once', async () => {
    expect(await databaseTimeZone(t.db.orm)).toBe(DEFAULT_TIME_ZONE);
    // FIX-5 was sent at 2024-12-31T23:30Z: New Year's Day in N'Djamena, still 2024 in New York.
    expect(await monthOf('FIX-5')).toBe('2025-01');
    expect(await syncDashboardTimeZone(t.db.orm, 'America/New_York')).toBe(true);
    expect(await databaseTimeZone(t.db.orm)).toBe('America/New_York');
    expect(await monthOf('FIX-5')).toBe('2024-12');
    expect(await syncDashboardTimeZone(t.db.orm, 'America/New_York')).toBe(false);
    expect(await syncDashboardTimeZone(t.db.orm, DEFAULT_TIME_ZONE)).toBe(true);
    expect(await monthOf('FIX-5')).toBe('2025-01');
  });
});
