import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { suggestedServices, suggestedSpecialities, users } from '../../db/schema/index.js';
import { bearer, buildTestApp, login, type TestApp } from '../../test/helper.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('bulk accept and reject of suggestions', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let doctorId = 0;

  before(async () => {
    t = await buildTestApp();
    auth = bearer((await login(t.app)).token);
    const [doctor] = await t.database.db
      .insert(users)
      .values({ roleId: 3, fullName: 'Ann Lee', email: 'ann@example.com', status: 'active' })
      .returning();
    doctorId = doctor.id;
  });
  after(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const audits = (action: string) =>
    t.database.query<{ target_uid: string; details: Record<string, unknown> }>(
      'select target_uid, details from audit_log where action = $1 order by id',
      [action],
    );
  const specialities = (names: string[]) =>
    t.database.db
      .insert(suggestedSpecialities)
      .values(names.map((specialityName) => ({ specialityName, userId: doctorId })))
      .returning()
      .then((rows) => rows.map((row) => row.uid));
  const suggestionStatus = async (table: string, uid: string) =>
    (await t.database.query<{ status: string }>(`select status from ${table} where uid = $1`, [uid]))[0]
      ?.status;

  test('accepts specialties in bulk: "2 done, 1 refused", the list grows, one batch id in the audit', async () => {
    const [a, b, c] = await specialities(['Sleep Medicine', 'Sports Medicine', 'Tropical Medicine']);
    await t.database.query("update suggested_specialities set status = 'rejected' where uid = $1", [c]);
    const res = await post('/doctor/suggest-speciality/bulk', { action: 'accept', uids: [c, a, b, a] });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      status: 200,
      message: '2 done, 1 refused',
      data: {
        done: 2,
        refused: 1,
        results: [
          { id: c, outcome: 'refused', reason: 'This suggested specialty was already rejected' },
          { id: a, outcome: 'done' },
          { id: b, outcome: 'done' },
        ],
      },
    });
    const names = await t.database.query<{ name: string }>(
      'select name from specialities where active order by name',
    );
    assert.deepEqual(
      names.map((row) => row.name),
      ['Sleep Medicine', 'Sports Medicine'],
    );
    const rows = await audits('suggested_speciality.accept');
    assert.deepEqual(rows.map((row) => row.target_uid).sort(), [a, b].sort());
    assert.match(String(rows[0].details.batch), UUID);
    assert.equal(rows[1].details.batch, rows[0].details.batch);
    assert.equal(rows[0].details.added, true);
  });

  test('rejects specialties in bulk; unknown and malformed uids are refused items', async () => {
    const [a, b] = await specialities(['Aerospace Medicine', 'Undersea Medicine']);
    const unknown = randomUUID();
    const res = await post('/doctor/suggest-speciality/bulk', {
      action: 'reject',
      uids: [a, unknown, 'not-a-uid', b],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, '2 done, 2 refused');
    assert.deepEqual(
      res.json().data.results.map((r: { outcome: string; reason?: string }) => r.reason ?? r.outcome),
      ['done', 'Suggested specialty not found', 'Suggested specialty not found', 'done'],
    );
    assert.equal(await suggestionStatus('suggested_specialities', a), 'rejected');
    assert.equal(await suggestionStatus('suggested_specialities', b), 'rejected');
    const rows = (await audits('suggested_speciality.reject')).filter((row) =>
      [a, b].includes(row.target_uid),
    );
    assert.equal(rows.length, 2);
    // Taken in uid order, so found by uid.
    const aerospace = rows.find((row) => row.target_uid === a)!;
    assert.deepEqual(aerospace.details, { name: 'Aerospace Medicine', batch: rows[0].details.batch });
    assert.equal(rows[1].details.batch, rows[0].details.batch);
  });

  test("accepts services at the requester's own price, else the default; rejects others", async () => {
    await t.database.query(
      `insert into doctor_services (user_id, name, service_type, required_time, cost_cents)
       values ($1, 'Hearing Test', 'in_clinic', '00:30', 4500)`,
      [doctorId],
    );
    const rows = await t.database.db
      .insert(suggestedServices)
      .values([
        { serviceName: 'Hearing Test', userId: doctorId },
        { serviceName: 'Travel Consult', userId: null },
        { serviceName: 'Genetic Counseling', userId: doctorId },
      ])
      .returning();
    const [hearing, travel, genetic] = rows.map((row) => row.uid);
    await t.database.query("update suggested_services set status = 'accepted' where uid = $1", [genetic]);
    const res = await post('/doctor/suggest-service/bulk', {
      action: 'accept',
      uids: [hearing, travel, genetic],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, '2 done, 1 refused');
    assert.deepEqual(res.json().data.results[2], {
      id: genetic,
      outcome: 'refused',
      reason: 'This suggested service was already accepted',
    });
    const prices = await t.database.query<{ name: string; cost_cents: number }>(
      'select name, cost_cents from services order by name',
    );
    assert.deepEqual(
      prices.map((row) => `${row.name}:${row.cost_cents}`),
      ['Hearing Test:4500', 'Travel Consult:100'],
    );
    const [offer] = await t.database.query<{ linked: boolean }>(
      "select service_id is not null as linked from doctor_services where name = 'Hearing Test'",
    );
    assert.equal(offer.linked, true);
    const accepted = await audits('suggested_service.accept');
    assert.equal(accepted.length, 2);
    assert.equal(accepted[0].details.batch, accepted[1].details.batch);

    const [late] = (
      await t.database.db
        .insert(suggestedServices)
        .values([{ serviceName: 'Late One', userId: null }])
        .returning()
    ).map((row) => row.uid);
    const reject = await post('/doctor/suggest-service/bulk', { action: 'reject', uids: [late, hearing] });
    assert.equal(reject.json().message, '1 done, 1 refused');
    assert.equal(await suggestionStatus('suggested_services', late), 'rejected');
    assert.equal((await audits('suggested_service.reject')).length, 1);
  });

  test('0 or 501 uids, and junk bodies, are a 400 with a message; a missing session a 401', async () => {
    const [a] = await specialities(['Junk Medicine']);
    for (const url of ['/doctor/suggest-speciality/bulk', '/doctor/suggest-service/bulk']) {
      for (const uids of [[], Array.from({ length: 501 }, () => randomUUID())]) {
        const res = await post(url, { action: 'accept', uids });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().message, 'Select between 1 and 500 items');
      }
      for (const body of [
        { action: 'approve', uids: [a] },
        { uids: [a] },
        { action: 'accept', uids: [{ uid: a }] },
        { action: 'accept', uids: ['u'.repeat(65)] },
        { action: 'accept', uids: { a } },
      ]) {
        const res = await post(url, body);
        assert.equal(res.statusCode, 400, `${url} ${JSON.stringify(body)}`);
        assert.ok(res.json().message.length > 0);
      }
      assert.equal((await post(url, { action: 'accept', uids: [a] }, {})).statusCode, 401);
    }
    assert.equal(await suggestionStatus('suggested_specialities', a), 'pending');
  });

  test('batches accepting different suggestions of one new name at once: all done, one specialty', async () => {
    const uids = await specialities(Array.from({ length: 12 }, () => 'Shared Medicine'));
    const answers = await Promise.all(
      uids.map((uid) => post('/doctor/suggest-speciality/bulk', { action: 'accept', uids: [uid] })),
    );
    assert.deepEqual(
      answers.map((a) => `${a.statusCode} ${a.json().message}`),
      uids.map(() => '200 1 done, 0 refused'),
    );
    const [made] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from specialities where name = 'Shared Medicine'",
    );
    assert.equal(made.n, 1);
    const rows = (await audits('suggested_speciality.accept')).filter((row) => uids.includes(row.target_uid));
    assert.equal(rows.length, 12);
    assert.equal(rows.filter((row) => row.details.added === true).length, 1);
  });

  test('40 identical batches at once over the same 10 suggestions: each accepted exactly once, no 500', async () => {
    const uids = await specialities(Array.from({ length: 10 }, (_, i) => `Race Medicine ${i}`));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/doctor/suggest-speciality/bulk', {
          action: 'accept',
          uids: i % 2 ? uids : [...uids].reverse(),
        }),
      ),
    );
    // Each is answered 200, or, on a machine too loaded to lend it a connection within the pool's
    // wait, 503 "try again shortly" (nothing written); never a 500 or a second acceptance.
    const statuses = answers.map((a) => a.statusCode);
    assert.deepEqual(
      statuses.filter((status) => status !== 200 && status !== 503),
      [],
      answers.find((a) => a.statusCode !== 200 && a.statusCode !== 503)?.body,
    );
    for (const refused of answers.filter((a) => a.statusCode === 503))
      assert.equal(refused.json().message, 'Service unavailable, try again shortly');
    assert.equal(
      answers.filter((a) => a.statusCode === 200).reduce((sum, a) => sum + a.json().data.done, 0),
      10,
    );
    const rows = (await audits('suggested_speciality.accept')).filter((row) => uids.includes(row.target_uid));
    assert.equal(rows.length, 10);
    const [made] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from specialities where name like 'Race Medicine %'",
    );
    assert.equal(made.n, 10);
  });
});
