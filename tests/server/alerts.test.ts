/**
 * Early warning (issue 11): the three counting rule kinds fire exactly once per rule × area × week and not
 * below their threshold, an outbreak rule once per outbreak, through the real job queue (drained here, not
 * timed); each recipient gets a notification and an email in their language from a real SMTP server, retried when delivery fails; the
 * notification centre, acknowledgement and area scoping are enforced on the server.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateReports, sweep } from '../../server/alerts/evaluate';
import { raiseAlert } from '../../server/alerts/raise';
import { activeRules, EMPTY_CHAIN } from '../../server/alerts/rules';
import { shiftWeek, weekOf, weekOfDay, weekWindow } from '../../server/alerts/weeks';
import { addDays, localToday } from '../../server/dashboard/calendar';
import type { Orm } from '../../server/db/connect';
import { queryRows } from '../../server/db/query';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { inTurns, withSecondConnection } from '../support/two-connections';

let smtp: SmtpInbox;
let t: TestApp;
let admin: TestClient;
let rse: TestClient;
let rseProvince: TestClient;
let decideur: TestClient;
let agent: TestClient;
let report: Record<string, unknown>;
let outsideVillage: number;
let rseRole: number;
let hadjerLamis: number;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.orm, query);

/** Files `count` reports of `disease` from the usual village, `overrides` being what differs. */
async function fileCases(disease: number, count: number, overrides: Record<string, unknown> = {}) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await agent.post('/api/registrations', { ...report, disease_ids: [disease], ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

async function createRule(body: Record<string, unknown>) {
  const res = await admin.post('/api/alert_rules', { role_ids: [rseRole], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const alertsOf = (ruleId: number) =>
  rows<{
    id: number;
    week: string;
    cases: number;
    area_key: string;
    province_id: number;
    expected: number | null;
  }>(
    sql`SELECT id, week, cases, area_key, province_id, expected FROM alerts WHERE rule_id = ${ruleId} ORDER BY id`,
  );

const linkedTo = async (alertId: number) =>
  (
    await rows<{ registration_id: number }>(
      sql`SELECT registration_id FROM alert_registrations WHERE alert_id = ${alertId} ORDER BY 1`,
    )
  ).map((r) => r.registration_id);

/** Drops the queued evaluations, as a bulk load that writes without events would leave them. */
const dropEvaluateEvents = () => t.db.orm.execute(sql`DELETE FROM pgboss.job WHERE name = 'alert-evaluate'`);

/** A fresh disease per rule keeps each test's counts to its own reports. */
/** A new disease named `name` in French, and in English and Arabic when `translations` gives them. */
async function freshDisease(name: string, translations: { name_en?: string; name_ar?: string } = {}) {
  const res = await admin.post('/api/diseases', { name, ...translations });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A rule (`body`, notifying the RSE role unless it says otherwise) over a fresh disease named `disease`. */
async function ruleOn(
  disease: string,
  body: Record<string, unknown>,
  translations: Parameters<typeof freshDisease>[1] = {},
) {
  const diseaseId = await freshDisease(disease, translations);
  return { disease: diseaseId, rule: await createRule({ ...body, disease_id: diseaseId }) };
}

beforeAll(async () => {
  smtp = await startSmtpInbox();
  // One SMTP connection for the file's mails (nodemailer's pool): a new connection per mail waits out
  // smtp-server's 100 ms early-talker delay, 5 s over this file's ~50 mails.
  t = await createTestApp({ registrations: 0, config: { smtpUrl: `${smtp.url}?pool=true` } });
  [admin, rse, rseProvince, decideur, agent] = await Promise.all([
    t.as('admin@example.com'),
    t.as('rse@example.com'),
    t.as('rse-province@example.com'),
    t.as('decideur@example.com'),
    t.as('agent@example.com'),
  ]);
  // The provincial officer reads in Arabic: their mail must too.
  await rseProvince.post('/api/locale', { locale: 'ar' });
  const [inside] = await rows<{ village: number; province: number }>(
    sql`SELECT v.id AS village, p.id AS province FROM villages v
        JOIN municipalities m ON m.id = v.municipality_id JOIN departments d ON d.id = m.department_id
        JOIN provinces p ON p.id = d.province_id WHERE p.reference = 'TD-HL' ORDER BY v.id LIMIT 1`,
  );
  const [outside] = await rows<{ village: number }>(
    sql`SELECT v.id AS village FROM villages v
        JOIN municipalities m ON m.id = v.municipality_id JOIN departments d ON d.id = m.department_id
        JOIN provinces p ON p.id = d.province_id WHERE p.reference <> 'TD-HL' ORDER BY v.id LIMIT 1`,
  );
  hadjerLamis = inside!.province;
  outsideVillage = outside!.village;
  const [role] = await rows<{ id: number }>(sql`SELECT id FROM roles WHERE name = 'RSE'`);
  rseRole = role!.id;
  const [specie] = (await agent.get('/api/species')).json();
  report = {
    specie_id: specie.id,
    village_id: inside!.village,
    maleNumber: 1,
    femaleNumber: 2,
    coordinates: { lat: 13.5, lng: 15.5 },
  };
}, 120_000);
afterAll(() => smtp.close());

describe('alert rules', () => {
  it('are managed by holders of manage alert; others are refused and bad input is a 422', async () => {
    expect((await decideur.post('/api/alert_rules', { name: 'x', kind: 'count' })).statusCode).toBe(403);
    const bad = await admin.post('/api/alert_rules', { name: '', kind: 'sometimes', threshold: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'kind', 'threshold']));
    expect((await rse.get('/api/alert_rules')).statusCode).toBe(200);
  });

  it('of a provincial manager stay inside their province', async () => {
    const res = await rseProvince.post('/api/alert_rules', { name: 'Hors zone', kind: 'any_case' });
    expect(res.statusCode).toBe(403);
    const inside = await rseProvince.post('/api/alert_rules', {
      name: 'Hadjer-Lamis',
      kind: 'any_case',
      province_id: hadjerLamis,
      status: 'paused',
    });
    expect(inside.statusCode, inside.body).toBe(201);
  });
});

describe('any case', () => {
  it('raises one alert per area and week for the first case, notifies and mails each recipient once', async () => {
    const { disease, rule } = await ruleOn(
      'Fièvre aphteuse (test immédiat)',
      { name: 'Tout cas FA', kind: 'any_case', level: 'provinces' },
      { name_en: 'Foot and mouth disease (immediate test)', name_ar: 'الحمى القلاعية (اختبار فوري)' },
    );
    smtp.mails.length = 0;
    const [first] = await fileCases(disease, 1);
    await t.jobs.drain();
    const [alert, ...others] = await alertsOf(rule);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({ week: weekOf(new Date()), cases: 1, province_id: hadjerLamis });
    expect(await linkedTo(alert!.id)).toEqual([first]);

    // The national RSE (role) and the provincial one (their province covers the alert) each get one email.
    expect(smtp.mails.map((m) => m.to).sort()).toEqual(['rse-province@example.com', 'rse@example.com']);
    const english = smtp.mails.find((m) => m.to === 'rse@example.com')?.body;
    const arabic = smtp.mails.find((m) => m.to === 'rse-province@example.com')?.body;
    // Each names the disease in the reader's language (issue 13 item 2: emails too).
    expect(english).toContain(
      'The rule “Tout cas FA” raised an alert: 1 case(s) of Foot and mouth disease (immediate test)',
    );
    expect(arabic).toContain('أطلقت القاعدة «Tout cas FA» تنبيهاً');
    expect(arabic).toContain('الحمى القلاعية (اختبار فوري)');
    expect(arabic).not.toContain('Fièvre aphteuse');

    // A second case the same week joins the alert: no new alert, notification or email.
    const [second] = await fileCases(disease, 1);
    await t.jobs.drain();
    const after = await alertsOf(rule);
    expect(after).toHaveLength(1);
    expect(after[0]?.cases).toBe(2);
    expect(await linkedTo(alert!.id)).toEqual([first, second]);
    expect(smtp.mails).toHaveLength(2);
    const notified = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications WHERE alert_id = ${alert!.id}`,
    );
    expect(notified[0]?.n).toBe(2);
  });

  it('does not reach users whose area does not cover the alert', async () => {
    const { disease, rule: ruleOutside } = await ruleOn('Fièvre aphteuse (test hors zone)', {
      name: 'Tout cas hors HL',
      kind: 'any_case',
    });
    smtp.mails.length = 0;
    await fileCases(disease, 1, { village_id: outsideVillage });
    await t.jobs.drain();
    expect(await alertsOf(ruleOutside)).toHaveLength(1);
    expect(smtp.mails.map((m) => m.to)).toEqual(['rse@example.com']);
    // Nor do they read it: alerts are scoped like registrations.
    const alertId = (await alertsOf(ruleOutside))[0]?.id;
    expect((await rseProvince.get(`/api/alerts/${alertId}`)).statusCode).toBe(404);
    expect((await rse.get(`/api/alerts/${alertId}`)).statusCode).toBe(200);
    const listed = (await rseProvince.get('/api/alerts?perPage=100')).json() as { province_id: number }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((a) => a.province_id === hadjerLamis)).toBe(true);
  });

  it('ignores cancelled reports and paused rules', async () => {
    const { disease, rule: paused } = await ruleOn('Fièvre aphteuse (test pause)', {
      name: 'En pause',
      kind: 'any_case',
      status: 'paused',
    });
    await fileCases(disease, 1);
    await t.jobs.drain();
    expect(await alertsOf(paused)).toEqual([]);
  });
});

describe('count per area and week', () => {
  it('fires once when the count reaches N, never below', async () => {
    const { disease, rule } = await ruleOn('Peste des petits ruminants (test seuil)', {
      name: '3 cas par commune',
      kind: 'count',
      level: 'municipalities',
      threshold: 3,
    });
    await fileCases(disease, 2);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);
    const [third] = await fileCases(disease, 1);
    await t.jobs.drain();
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert!.cases).toBe(3);
    expect(alert!.area_key).toMatch(/^municipality_id:\d+$/);
    expect(await linkedTo(alert!.id)).toContain(third);
    await fileCases(disease, 1);
    await t.jobs.drain();
    expect((await alertsOf(rule)).map((a) => a.cases)).toEqual([4]);
  });

  it('counts a report in the week of its report date, not the week it reached the server', async () => {
    const { disease, rule } = await ruleOn('Peste des petits ruminants (test semaine)', {
      name: '2 cas',
      kind: 'count',
      threshold: 2,
    });
    const twoWeeksAgo = addDays(localToday(), -14);
    await fileCases(disease, 1, { report_date: twoWeeksAgo });
    await fileCases(disease, 1);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);

    // A second report of that old week, sent today: the old week reaches 2.
    const [late] = await fileCases(disease, 1, { report_date: twoWeeksAgo });
    await t.jobs.drain();
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert).toMatchObject({ week: weekOfDay(twoWeeksAgo), cases: 2 });
    expect(await linkedTo(alert!.id)).toContain(late);
  });

  it('is found by the sweep of the previous week when a late report arrives without an event', async () => {
    const { disease, rule } = await ruleOn('Peste des petits ruminants (test balayage)', {
      name: '1 cas',
      kind: 'any_case',
    });
    const lastWeek = shiftWeek(weekOf(new Date()), -1);
    await fileCases(disease, 1, { report_date: addDays(weekWindow(lastWeek).from, 2) });
    await dropEvaluateEvents();
    await sweep(t.db.orm, t.jobs);
    expect(await alertsOf(rule)).toEqual([]);
    expect(await sweep(t.db.orm, t.jobs, lastWeek)).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(rule)).toMatchObject([{ week: lastWeek, cases: 1 }]);
  });

  it('measures every area of the level in one pass: each at its threshold gets its own alert and cases', async () => {
    const { disease, rule } = await ruleOn('Peste des petits ruminants (test zones)', {
      name: '2 cas par province',
      kind: 'count',
      level: 'provinces',
      threshold: 2,
    });
    const inside = await fileCases(disease, 2);
    const [outsideFirst] = await fileCases(disease, 1, { village_id: outsideVillage });
    await dropEvaluateEvents();
    // The sweep re-evaluates the other tests' rules too: only this rule's alerts are looked at.
    await sweep(t.db.orm, t.jobs);
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert).toMatchObject({
      province_id: hadjerLamis,
      cases: 2,
      area_key: `province_id:${hadjerLamis}`,
    });
    expect(await linkedTo(alert!.id)).toEqual(inside);

    // A batch written without events (a bulk load) evaluated at once: the second province reaches 2 too.
    const [outsideSecond] = await fileCases(disease, 1, { village_id: outsideVillage });
    await dropEvaluateEvents();
    expect(await evaluateReports(t.db.orm, t.jobs, [inside[0]!, outsideSecond!])).toBeGreaterThanOrEqual(2);
    const [same, other] = await alertsOf(rule);
    expect(same).toMatchObject({ id: alert!.id, cases: 2 });
    const [owner] = await rows<{ province: number }>(
      sql`SELECT province_id AS province FROM registrations WHERE id = ${outsideSecond}`,
    );
    const province = owner!.province;
    expect(other).toMatchObject({ province_id: province, cases: 2, area_key: `province_id:${province}` });
    expect(await linkedTo(other!.id)).toEqual([outsideFirst, outsideSecond]);
  });

  it('lists every report of a known alert: a write’s own, and those no write announced', async () => {
    const { disease, rule } = await ruleOn('Peste des petits ruminants (test liste)', {
      name: '2 cas par province (liste)',
      kind: 'count',
      level: 'provinces',
      threshold: 2,
    });
    const filed = await fileCases(disease, 2);
    await t.jobs.drain();
    const [alert] = await alertsOf(rule);
    expect(await linkedTo(alert!.id)).toEqual(filed);

    // A report joining the known alert: added with the alert's count read from the weekly counts.
    filed.push(...(await fileCases(disease, 1)));
    await t.jobs.drain();
    expect(await alertsOf(rule)).toMatchObject([{ id: alert!.id, cases: 3 }]);
    expect(await linkedTo(alert!.id)).toEqual(filed);

    // One written without an event (a bulk load): the sweep sees the alert misses it and lists it.
    filed.push(...(await fileCases(disease, 1)));
    await dropEvaluateEvents();
    await sweep(t.db.orm, t.jobs);
    expect(await alertsOf(rule)).toMatchObject([{ id: alert!.id, cases: 4 }]);
    expect(await linkedTo(alert!.id)).toEqual(filed);

    // Another unannounced one, then a write: its evaluation lists both.
    filed.push(...(await fileCases(disease, 1)));
    await dropEvaluateEvents();
    filed.push(...(await fileCases(disease, 1)));
    await t.jobs.drain();
    expect(await alertsOf(rule)).toMatchObject([{ id: alert!.id, cases: 6 }]);
    expect(await linkedTo(alert!.id)).toEqual(filed);
  });
});

describe('above the usual level', () => {
  it('fires when the week reaches k × the mean of the last 8 weeks, once, also from the sweep', async () => {
    const { disease, rule } = await ruleOn('Charbon (test référence)', {
      name: 'Charbon au-dessus de la normale',
      kind: 'baseline',
      level: 'provinces',
      threshold: 2,
      factor: 2,
      baseline: 'last_weeks',
    });
    // Two cases a week for the last 8 weeks: a usual mean of 2, so 4 cases this week are needed.
    const past = await fileCases(disease, 16);
    await t.jobs.drain();
    for (const [i, id] of past.entries())
      await t.db.orm.execute(
        sql`UPDATE registrations SET report_date = report_date - ${7 * (Math.floor(i / 2) + 1)}::int WHERE id = ${id}`,
      );
    await t.db.orm.execute(sql`DELETE FROM alerts WHERE rule_id = ${rule}`);
    await fileCases(disease, 3);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);

    // The fourth case arrives without an event (a bulk load): the sweep finds it.
    const [fourth] = await fileCases(disease, 1);
    await dropEvaluateEvents();
    expect(await sweep(t.db.orm, t.jobs)).toBeGreaterThanOrEqual(1);
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert).toMatchObject({ cases: 4, expected: 2 });
    expect(await linkedTo(alert!.id)).toContain(fourth);
    await sweep(t.db.orm, t.jobs);
    expect(await alertsOf(rule)).toHaveLength(1);
  });

  it('compares with the same weeks of previous years', async () => {
    const { disease, rule } = await ruleOn('Charbon (test années)', {
      name: 'Charbon saisonnier',
      kind: 'baseline',
      level: 'provinces',
      threshold: 1,
      factor: 3,
      baseline: 'previous_years',
    });
    // 15 weeks of history (3 per year over 5 years) hold 15 cases: a mean of 1, so 3 cases are needed.
    const past = await fileCases(disease, 15);
    await t.jobs.drain();
    await t.db.orm.execute(sql`DELETE FROM alerts WHERE rule_id = ${rule}`);
    const [year, number] = weekOf(new Date()).split('-W');
    for (const [i, id] of past.entries()) {
      const same = `${Number(year) - Math.floor(i / 3) - 1}-W${number}`;
      const day = addDays(weekWindow(shiftWeek(same, (i % 3) - 1)).from, 2);
      await t.db.orm.execute(sql`UPDATE registrations SET report_date = ${day}::date WHERE id = ${id}`);
    }
    await fileCases(disease, 2);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);
    await fileCases(disease, 1);
    await t.jobs.drain();
    const [alert] = await alertsOf(rule);
    expect(alert).toMatchObject({ cases: 3 });
    expect(alert!.expected).toBe(1);
  });
});

describe('outbreak', () => {
  const outbreakOf = async (registrationId: number, disease: number) =>
    (
      await rows<{ outbreak_id: number }>(
        sql`SELECT outbreak_id FROM outbreak_registrations
            WHERE registration_id = ${registrationId} AND disease_id = ${disease}`,
      )
    )[0]?.outbreak_id;

  it('raises one alert per outbreak when it opens; cases joining it later are added silently', async () => {
    const { disease, rule } = await ruleOn('Peste porcine africaine (test foyer)', {
      name: 'Foyer PPA',
      kind: 'outbreak',
      level: 'provinces',
    });
    smtp.mails.length = 0;
    const [first] = await fileCases(disease, 1);
    await t.jobs.drain();
    const outbreak = await outbreakOf(first!, disease);
    expect(outbreak).toBeDefined();
    const [alert, ...others] = await alertsOf(rule);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({ area_key: `outbreak:${outbreak}`, cases: 1, province_id: hadjerLamis });
    expect(await linkedTo(alert!.id)).toEqual([first]);
    expect(smtp.mails.map((m) => m.to).sort()).toEqual(['rse-province@example.com', 'rse@example.com']);

    // A second report in the same village joins the outbreak: the same alert, no new email.
    const [second] = await fileCases(disease, 1);
    await t.jobs.drain();
    expect(await outbreakOf(second!, disease)).toBe(outbreak);
    const after = await alertsOf(rule);
    expect(after.map((a) => [a.id, a.cases])).toEqual([[alert!.id, 2]]);
    expect(await linkedTo(alert!.id)).toEqual([first, second]);
    expect(smtp.mails).toHaveLength(2);

    // Another province's report opens another outbreak: its own alert, for the national RSE only.
    const [far] = await fileCases(disease, 1, {
      village_id: outsideVillage,
      coordinates: { lat: 9.1, lng: 18.4 },
    });
    await t.jobs.drain();
    const farOutbreak = await outbreakOf(far!, disease);
    expect(farOutbreak).not.toBe(outbreak);
    expect((await alertsOf(rule)).map((a) => a.area_key)).toEqual([
      `outbreak:${outbreak}`,
      `outbreak:${farOutbreak}`,
    ]);
    expect(smtp.mails.slice(2).map((m) => m.to)).toEqual(['rse@example.com']);
  });

  it('waits for the threshold in reports, and ignores other diseases and paused rules', async () => {
    const { disease, rule } = await ruleOn('Peste porcine africaine (test foyer seuil)', {
      name: 'Foyer de 3',
      kind: 'outbreak',
      threshold: 3,
    });
    const other = await freshDisease('Peste porcine africaine (test foyer autre)');
    const paused = await createRule({
      name: 'Foyer en pause',
      kind: 'outbreak',
      disease_id: disease,
      status: 'paused',
    });
    await fileCases(disease, 2);
    await fileCases(other, 3);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);
    const [third] = await fileCases(disease, 1);
    await t.jobs.drain();
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert!.cases).toBe(3);
    expect(await linkedTo(alert!.id)).toContain(third);
    expect(await alertsOf(paused)).toEqual([]);
  });

  it("finds the rule's species among the outbreak's other reports, and lists them again when its alert misses some", async () => {
    const [, other] = (await agent.get('/api/species')).json() as { id: number }[];
    const { disease, rule } = await ruleOn('Peste porcine africaine (test foyer espèce)', {
      name: 'Foyer de 2 (espèce)',
      kind: 'outbreak',
      specie_id: report.specie_id,
      threshold: 2,
    });
    const [first] = await fileCases(disease, 1);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);
    // The second report, of another species, brings the outbreak to the threshold: the rule's species is
    // the first report's.
    const [second] = await fileCases(disease, 1, { specie_id: other!.id });
    await t.jobs.drain();
    const outbreak = await outbreakOf(first!, disease);
    expect(await outbreakOf(second!, disease)).toBe(outbreak);
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert).toMatchObject({ area_key: `outbreak:${outbreak}`, cases: 2 });
    expect(await linkedTo(alert!.id)).toEqual([first, second]);

    // An alert missing some of its outbreak's reports lists them all again on the next write.
    await t.db.orm.execute(sql`DELETE FROM alert_registrations WHERE alert_id = ${alert!.id}`);
    const [third] = await fileCases(disease, 1, { specie_id: other!.id });
    await t.jobs.drain();
    expect(await linkedTo(alert!.id)).toEqual([first, second, third]);
    // A complete one gains the report written.
    const [fourth] = await fileCases(disease, 1);
    await t.jobs.drain();
    expect((await alertsOf(rule)).map((a) => [a.id, a.cases])).toEqual([[alert!.id, 4]]);
    expect(await linkedTo(alert!.id)).toEqual([first, second, third, fourth]);
  });

  it('lists an outbreak from its reports when its links hold one that stopped counting outside the API', async () => {
    const { disease, rule } = await ruleOn('Peste porcine africaine (test foyer hors API)', {
      name: 'Foyer de 3 (hors API)',
      kind: 'outbreak',
      threshold: 3,
    });
    const [first, cancelled] = await fileCases(disease, 2);
    await t.jobs.drain();
    // Cancelled in SQL: no grouping drops its link; the next write's grouping recounts the outbreak.
    await t.db.orm.execute(sql`UPDATE registrations SET status = 'canceled' WHERE id = ${cancelled}`);
    const [third] = await fileCases(disease, 1);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);
    const [fourth] = await fileCases(disease, 1);
    await t.jobs.drain();
    const outbreak = await outbreakOf(first!, disease);
    expect(await outbreakOf(cancelled!, disease)).toBe(outbreak);
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert).toMatchObject({ area_key: `outbreak:${outbreak}`, cases: 3 });
    expect(await linkedTo(alert!.id)).toEqual([first, third, fourth]);
  });

  it("counts a case a reviewer moves into the outbreak (the outbreak event's move)", async () => {
    const { disease, rule } = await ruleOn('Peste porcine africaine (test foyer déplacé)', {
      name: 'Foyer de 2',
      kind: 'outbreak',
      threshold: 2,
    });
    const [near] = await fileCases(disease, 1);
    const [far] = await fileCases(disease, 1, {
      village_id: outsideVillage,
      coordinates: { lat: 9.1, lng: 18.4 },
    });
    await t.jobs.drain();
    const target = await outbreakOf(near!, disease);
    const from = await outbreakOf(far!, disease);
    expect(from).not.toBe(target);
    expect(await alertsOf(rule)).toEqual([]);

    const moved = await rse.post(`/api/outbreaks/${from}/move`, { registration_id: far, to: target });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.jobs.drain();
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(alert).toMatchObject({ area_key: `outbreak:${target}`, cases: 2 });
    expect(await linkedTo(alert!.id)).toEqual([near, far]);
  });
});

describe('evaluation after a review', () => {
  /** The evaluations waiting for one report. */
  const queuedFor = async (id: number) =>
    (
      await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = 'alert-evaluate' AND state = 'created' AND data->'registrationIds' @> ${JSON.stringify([id])}::jsonb`,
      )
    )[0]?.n;

  it('is sent once by a verification and by a clinical confirmation (three events), not by sending back', async () => {
    const { disease, rule } = await ruleOn('Charbon bactéridien (test revue)', {
      name: 'Tout cas revue',
      kind: 'any_case',
    });
    const [verified, confirmed, sentBack] = await fileCases(disease, 3);
    // As if their creations had announced nothing: only the reviews below can raise the alert.
    await dropEvaluateEvents();

    const back = await rse.post(`/api/registrations/${sentBack}/send-back`, { comment: 'Photo illisible' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await queuedFor(sentBack!)).toBe(0);
    await t.jobs.drain();
    expect(await alertsOf(rule)).toEqual([]);

    expect((await rse.post(`/api/registrations/${verified}/verify`, {})).statusCode).toBe(200);
    const clinical = await rse.post(`/api/registrations/${confirmed}/confirm-clinical`, {
      comment: 'Lésions typiques',
    });
    expect(clinical.statusCode, clinical.body).toBe(200);
    expect([await queuedFor(verified!), await queuedFor(confirmed!)]).toEqual([1, 1]);
    await t.jobs.drain();
    const [alert, ...none] = await alertsOf(rule);
    expect(none).toEqual([]);
    expect(await linkedTo(alert!.id)).toEqual([verified, confirmed, sentBack]);
  });
});

describe('email delivery', () => {
  it('is retried by the queue when the SMTP server refuses it', async () => {
    const { disease } = await ruleOn('Rage (test remise)', {
      name: 'Rage',
      kind: 'any_case',
      role_ids: [],
      user_ids: [],
    });
    const [user] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'decideur@example.com'`);
    await createRule({
      name: 'Rage (décideur)',
      kind: 'any_case',
      disease_id: disease,
      role_ids: [],
      user_ids: [user!.id],
    });
    smtp.mails.length = 0;
    smtp.refuseNext(2);
    await fileCases(disease, 1);
    await t.jobs.drain();
    expect(smtp.refusalsLeft()).toBe(0);
    expect(smtp.mails.map((m) => m.to)).toEqual(['decideur@example.com']);
    const [job] = await rows<{ retry_count: number; state: string }>(
      sql`SELECT retry_count, state FROM pgboss.job WHERE name = 'alert-email' ORDER BY created_on DESC LIMIT 1`,
    );
    expect(job).toEqual({ retry_count: 2, state: 'completed' });
  });
});

describe('notification centre', () => {
  it('lists the viewer’s notifications with the unread count, marks them read', async () => {
    const before = (await rse.get('/api/notifications/unread')).json().unread;
    expect(before).toBeGreaterThan(0);
    const page = (await rse.get('/api/notifications?unread=1&perPage=5')).json();
    expect(page.unread).toBe(before);
    expect(page.data[0]).toMatchObject({ status: 'open', rule: expect.any(String), read_at: null });
    const read = await rse.post(`/api/notifications/${page.data[0].id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().unread).toBe(before - 1);
    // Someone else's notification is not there for them.
    expect((await rseProvince.post(`/api/notifications/${page.data[0].id}/read`)).statusCode).toBe(404);
    expect((await rse.post('/api/notifications/read-all')).json().unread).toBe(0);
    expect((await rse.get('/api/notifications/unread')).json().unread).toBe(0);
    expect((await rse.get('/api/notifications?perPage=0')).statusCode).toBe(400);
  });

  it('is refused to field agents and to anonymous callers', async () => {
    expect((await agent.get('/api/notifications')).statusCode).toBe(403);
    expect((await t.client().get('/api/notifications/unread')).statusCode).toBe(401);
  });

  it('acknowledges an alert with a required note, recorded in its history', async () => {
    const [notification] = (await rseProvince.get('/api/notifications')).json().data;
    const id = notification.alert_id;
    const noNote = await rseProvince.post(`/api/alerts/${id}/acknowledge`, {});
    expect(noNote.statusCode).toBe(422);
    expect((await decideur.post(`/api/alerts/${id}/acknowledge`, { comment: 'vu' })).statusCode).toBe(403);
    const done = await rseProvince.post(`/api/alerts/${id}/acknowledge`, {
      comment: 'Équipe envoyée sur place',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'acknowledged', note: 'Équipe envoyée sur place' });
    expect(done.json().acknowledged_at).toBeTruthy();
    expect((await rseProvince.post(`/api/alerts/${id}/acknowledge`, { comment: 'encore' })).statusCode).toBe(
      422,
    );
    const history = (await rse.get(`/api/alerts/${id}/transitions`)).json();
    expect(history.at(-1)).toMatchObject({ action: 'acknowledge', comment: 'Équipe envoyée sur place' });
  });

  it('alerts cannot be written through the API', async () => {
    const [alert] = (await admin.get('/api/alerts')).json();
    expect((await admin.put(`/api/alerts/${alert.id}`, { cases: 0 })).statusCode).toBe(403);
    expect((await admin.post('/api/alerts', { week: '2026-W01' })).statusCode).toBe(403);
  });
});

describe('an alert’s reports (no foreign keys: drizzle/0055, 0058, 0062)', () => {
  const deleteReport = (orm: Orm, id: number) => orm.execute(sql`DELETE FROM registrations WHERE id = ${id}`);
  /** A rule's active form, and this week's group of Hadjer-Lamis, as the evaluation hands them to `raiseAlert`. */
  const raisingInHadjerLamis = async (ruleId: number) => ({
    rule: (await activeRules(t.db.orm)).find((r) => r.id === ruleId)!,
    group: {
      areaKey: 'province_id' as const,
      areaId: hadjerLamis,
      week: weekOf(new Date()),
      chain: { ...EMPTY_CHAIN, province_id: hadjerLamis },
    },
  });

  /** An alert of a fresh any-case rule listing `count` new reports, and those reports. */
  const alertListing = async (disease: string, count: number) => {
    const { disease: diseaseId, rule } = await ruleOn(disease, {
      name: `Tout cas ${disease}`,
      kind: 'any_case',
      level: 'provinces',
    });
    const ids = await fileCases(diseaseId, count);
    await t.jobs.drain();
    const [alert] = await alertsOf(rule);
    expect(await linkedTo(alert!.id)).toEqual(ids);
    return { alert: alert!.id, ids };
  };
  const pairCount = async (orm: Orm) =>
    (await queryRows<{ n: number }>(orm, sql`SELECT count(*)::int AS n FROM alert_registrations`))[0]!.n;

  it('leave their alerts with a deleted report, in the deleting transaction', async () => {
    const {
      alert,
      ids: [kept, gone],
    } = await alertListing('Clavelée (test suppression)', 2);

    const undone = new Error('rolled back');
    await expect(
      t.db.orm.transaction(async (tx) => {
        await deleteReport(tx, gone!);
        expect(
          await queryRows(tx, sql`SELECT 1 FROM alert_registrations WHERE registration_id = ${gone}`),
        ).toEqual([]);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await linkedTo(alert)).toEqual([kept, gone]);

    await deleteReport(t.db.orm, gone!);
    expect(await linkedTo(alert)).toEqual([kept]);
  });

  it('are not written for a report deleted since the evaluation listed it', async () => {
    const { disease, rule: ruleId } = await ruleOn('Clavelée (test liste périmée)', {
      name: 'Tout cas clavelée 2',
      kind: 'any_case',
      level: 'provinces',
    });
    const [first, gone, late] = await fileCases(disease, 3);
    await dropEvaluateEvents();
    const { rule, group } = await raisingInHadjerLamis(ruleId);
    // Listed, then deleted before the alert is raised.
    await deleteReport(t.db.orm, gone!);
    await t.db.orm.transaction((tx) =>
      raiseAlert(tx, t.jobs, rule, group, { cases: 3, expected: null, ids: [first!, gone!, late!] }),
    );
    const [alert] = await alertsOf(ruleId);
    expect(await linkedTo(alert!.id)).toEqual([first, late]);
  });

  it('are written once each for a new alert (a plain insert) and joined by later ones for a known one', async () => {
    const { disease, rule: ruleId } = await ruleOn('Clavelée (test paires neuves)', {
      name: 'Tout cas clavelée 5',
      kind: 'any_case',
      level: 'provinces',
    });
    const [a, b, c] = await fileCases(disease, 3);
    await dropEvaluateEvents();
    const { rule, group } = await raisingInHadjerLamis(ruleId);
    await t.db.orm.transaction((tx) =>
      raiseAlert(tx, t.jobs, rule, group, { cases: 2, expected: null, ids: [a!, b!, a!] }),
    );
    const [alert] = await alertsOf(ruleId);
    expect(await linkedTo(alert!.id)).toEqual([a, b]);
    await t.db.orm.transaction((tx) =>
      raiseAlert(tx, t.jobs, rule, group, { cases: 3, expected: null, ids: [b!, c!] }),
    );
    expect(await linkedTo(alert!.id)).toEqual([a, b, c]);
  });

  it('refuse a delete of reports outside READ COMMITTED: nothing is deleted', async () => {
    const { alert, ids } = await alertListing('Clavelée (test isolation)', 1);
    for (const level of ['REPEATABLE READ', 'SERIALIZABLE'])
      await expect(
        t.db.orm.transaction(async (tx) => {
          await tx.execute(sql.raw(`SET TRANSACTION ISOLATION LEVEL ${level}`));
          await deleteReport(tx, ids[0]!);
        }),
      ).rejects.toMatchObject({ cause: { code: '0A000', message: expect.stringMatching(/READ COMMITTED/) } });
    expect(await rows(sql`SELECT id FROM registrations WHERE id = ${ids[0]}`)).toEqual([{ id: ids[0] }]);
    expect(await linkedTo(alert)).toEqual(ids);
    // A statement deleting no report is not refused.
    await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
      await deleteReport(tx, -1);
    });
  });

  it('all leave with a TRUNCATE of the registrations, in its transaction', async () => {
    await alertListing('Clavelée (test troncature)', 2);
    const before = await pairCount(t.db.orm);
    const undone = new Error('rolled back');
    await expect(
      t.db.orm.transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE registrations CASCADE`);
        expect(await pairCount(tx)).toBe(0);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await pairCount(t.db.orm)).toBe(before);
  });

  /** Sent at once (Drizzle's query runs when awaited): the concurrency test starts it before awaiting it. */
  const pairWritten = async (orm: Orm, alert: number, registration: number) => {
    await orm.execute(
      sql`INSERT INTO alert_registrations (alert_id, registration_id) VALUES (${alert}, ${registration})`,
    );
  };
  const refusedWith = (code: string) => ({ cause: expect.objectContaining({ code }) });

  it('are refused for an alert that does not exist, as its key refused them', async () => {
    const { alert, ids } = await alertListing('Clavelée (test alerte absente)', 1);
    const [missing] = await rows<{ id: number }>(sql`SELECT max(id) + 1 AS id FROM alerts`);
    await expect(pairWritten(t.db.orm, missing!.id, ids[0]!)).rejects.toMatchObject(refusedWith('23503'));
    await expect(
      t.db.orm.execute(
        sql`UPDATE alert_registrations SET alert_id = ${missing!.id} WHERE alert_id = ${alert}`,
      ),
    ).rejects.toMatchObject(refusedWith('23503'));
    expect(await linkedTo(alert)).toEqual(ids);
    expect(await rows(sql`SELECT 1 FROM alert_registrations WHERE alert_id = ${missing!.id}`)).toEqual([]);
  });

  it('leave with their alert, in the deleting transaction, and with a TRUNCATE of the alerts', async () => {
    const { alert, ids } = await alertListing('Clavelée (test alerte supprimée)', 2);
    const undone = new Error('rolled back');
    for (const removal of [sql`DELETE FROM alerts WHERE id = ${alert}`, sql`TRUNCATE alerts CASCADE`])
      await expect(
        t.db.orm.transaction(async (tx) => {
          await tx.execute(removal);
          expect(
            await queryRows(tx, sql`SELECT 1 FROM alert_registrations WHERE alert_id = ${alert}`),
          ).toEqual([]);
          throw undone;
        }),
      ).rejects.toBe(undone);
    expect(await linkedTo(alert)).toEqual(ids);
    await t.db.orm.execute(sql`DELETE FROM alerts WHERE id = ${alert}`);
    expect(await linkedTo(alert)).toEqual([]);
  });

  it('refuse to be written, or their alerts deleted, outside READ COMMITTED', async () => {
    const { alert, ids } = await alertListing('Clavelée (test isolation des paires)', 2);
    const inRepeatableRead = (write: (tx: Orm) => Promise<unknown>) =>
      t.db.orm.transaction(async (tx) => {
        await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
        await write(tx);
      });
    await t.db.orm.execute(sql`DELETE FROM alert_registrations WHERE registration_id = ${ids[1]}`);
    await expect(inRepeatableRead((tx) => pairWritten(tx, alert, ids[1]!))).rejects.toMatchObject(
      refusedWith('0A000'),
    );
    await expect(
      inRepeatableRead((tx) => tx.execute(sql`DELETE FROM alerts WHERE id = ${alert}`)),
    ).rejects.toMatchObject(refusedWith('0A000'));
    expect(await linkedTo(alert)).toEqual([ids[0]]);
  });

  // Two connections at once: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stay consistent with a report deleted while its alert is raised',
    async () => {
      const { disease, rule: ruleId } = await ruleOn('Clavelée (test concurrence)', {
        name: 'Tout cas clavelée 3',
        kind: 'any_case',
        level: 'provinces',
      });
      const [before, after] = await fileCases(disease, 2);
      await dropEvaluateEvents();
      const { rule, group } = await raisingInHadjerLamis(ruleId);
      const raising = (tx: Orm, cases: number, listed: number) =>
        raiseAlert(tx, t.jobs, rule, group, { cases, expected: null, ids: [listed] });
      await withSecondConnection(t.db.url, async (deleter) => {
        // The alert's pairs written first: the deletion waits for their commit, then removes them.
        await inTurns({
          watch: t.db.orm,
          first: { on: t.db.orm, run: (tx) => raising(tx, 1, before!) },
          second: { waits: 'DELETE FROM registrations', run: () => deleteReport(deleter, before!) },
        });
        const [alert] = await alertsOf(ruleId);
        expect(await linkedTo(alert!.id)).toEqual([]);

        // The deletion first: the alert's insert waits for its commit, then leaves the report out.
        await inTurns({
          watch: t.db.orm,
          first: { on: deleter, run: (tx) => deleteReport(tx, after!) },
          second: {
            waits: 'INSERT INTO alert_registrations',
            run: () => t.db.orm.transaction((tx) => raising(tx, 2, after!)),
          },
        });
        expect(await linkedTo(alert!.id)).toEqual([]);
      });
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stay consistent with an alert deleted while its pairs are written',
    async () => {
      const first = await alertListing('Clavelée (test alerte concurrente)', 2);
      const second = await alertListing('Clavelée (test alerte concurrente 2)', 1);
      const deletion = (orm: Orm, alert: number) => orm.execute(sql`DELETE FROM alerts WHERE id = ${alert}`);
      await withSecondConnection(t.db.url, async (deleter) => {
        // The pairs written first: the deletion waits for their commit, then removes them with the alert.
        await t.db.orm.execute(sql`DELETE FROM alert_registrations WHERE registration_id = ${first.ids[1]}`);
        await inTurns({
          watch: t.db.orm,
          first: { on: t.db.orm, run: (tx) => pairWritten(tx, first.alert, first.ids[1]!) },
          second: { waits: 'DELETE FROM alerts', run: () => deletion(deleter, first.alert) },
        });
        expect(await linkedTo(first.alert)).toEqual([]);

        // The deletion first: the pair's insert waits for its commit, then is refused.
        await expect(
          inTurns({
            watch: t.db.orm,
            first: { on: deleter, run: (tx) => deletion(tx, second.alert) },
            second: {
              waits: 'INSERT INTO alert_registrations',
              run: () => pairWritten(t.db.orm, second.alert, first.ids[0]!),
            },
          }),
        ).rejects.toMatchObject(refusedWith('23503'));
        expect(await linkedTo(second.alert)).toEqual([]);
      });
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'all leave with a TRUNCATE that waited for an alert being raised',
    async () => {
      const { disease, rule: ruleId } = await ruleOn('Clavelée (test troncature concurrente)', {
        name: 'Tout cas clavelée 4',
        kind: 'any_case',
        level: 'provinces',
      });
      const [listed] = await fileCases(disease, 1);
      await dropEvaluateEvents();
      const { rule, group } = await raisingInHadjerLamis(ruleId);
      // Rolled back: the other tests keep their reports.
      const undone = new Error('rolled back');
      let left: number | undefined;
      await withSecondConnection(t.db.url, (truncater) =>
        expect(
          inTurns({
            watch: t.db.orm,
            first: {
              on: t.db.orm,
              run: (tx) => raiseAlert(tx, t.jobs, rule, group, { cases: 1, expected: null, ids: [listed!] }),
            },
            second: {
              waits: 'TRUNCATE registrations',
              run: () =>
                truncater.transaction(async (tx) => {
                  await tx.execute(sql`TRUNCATE registrations CASCADE`);
                  left = await pairCount(tx);
                  throw undone;
                }),
            },
          }),
        ).rejects.toBe(undone),
      );
      expect(left).toBe(0);
      const [alert] = await alertsOf(ruleId);
      expect(await linkedTo(alert!.id)).toEqual([listed]);
    },
  );
});

describe('week arithmetic', () => {
  it('moves across years', () => {
    expect(shiftWeek('2026-W01', -1)).toBe('2025-W52');
    expect(shiftWeek('2020-W53', 1)).toBe('2021-W01');
  });
});
