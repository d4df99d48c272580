import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { users } from '../../db/schema/index.js';
import { bearer, buildTestApp, login, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/helper.js';
import { type Cast, seedCast } from '../../test/people-cast.js';

const PASSWORD = TEST_ADMIN_PASSWORD;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('bulk review and block of users', () => {
  let t: TestApp;
  let cast: Cast;
  let auth: Record<string, string>;
  let refreshToken = '';

  before(async () => {
    t = await buildTestApp();
    cast = await seedCast(t.app);
    const session = await login(t.app);
    auth = bearer(session.token);
    refreshToken = session.refreshToken;
  });
  after(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const statusOf = async (uid: string) =>
    (await t.database.query<{ status: string }>('select status from users where uid = $1', [uid]))[0].status;
  const auditRows = (action: string) =>
    t.database.query<{ target_uid: string; details: Record<string, unknown> }>(
      'select target_uid, details from audit_log where action = $1 order by id',
      [action],
    );
  const statuses = async () =>
    (
      await t.database.query<{ uid: string; status: string }>('select uid, status from users order by id')
    ).map((row) => `${row.uid}:${row.status}`);

  async function pendingDoctors(n: number, prefix: string) {
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          roleId: 3,
          fullName: `${prefix} ${i}`,
          email: `${prefix.toLowerCase()}${i}@example.com`,
          status: 'pending' as const,
        })),
      )
      .returning({ uid: users.uid });
    return rows.map((row) => row.uid);
  }

  it('needs a session: no token, a forged token or the refresh cookie alone are 401 and change nothing', async () => {
    const before = await statuses();
    const calls = [
      ['/user/bulk/review', { action: 'accept', uids: [cast.pending.uid] }],
      ['/user/bulk/block', { uids: [cast.active.uid], password: PASSWORD }],
    ] as const;
    for (const [url, body] of calls) {
      assert.equal((await post(url, body, {})).statusCode, 401, url);
      assert.equal((await post(url, body, bearer('forged-token-forged-token-forged'))).statusCode, 401, url);
      // Another site can make the browser send the refresh cookie, never the bearer token.
      const cookieOnly = await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload: body,
        cookies: { admin_refresh: refreshToken },
      });
      assert.equal(cookieOnly.statusCode, 401, url);
      // Nor can it send JSON: a form post is refused before any handler runs.
      const form = await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload: 'action=accept&uids=x',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(form.statusCode, 415, url);
      assert.equal(typeof form.json().message, 'string');
    }
    assert.deepEqual(await statuses(), before);
  });

  it('approves a mixed batch: pending ones done, the others refused with the one-row reasons, in request order', async () => {
    const res = await post('/user/bulk/review', {
      action: 'accept',
      uids: [
        cast.pending.uid,
        cast.active.uid,
        cast.pendingClinic.uid,
        cast.patient.uid,
        'nope',
        cast.pending.uid,
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.status, 200);
    assert.equal(body.message, '2 done, 3 refused');
    assert.deepEqual(body.data, {
      done: 2,
      refused: 3,
      results: [
        { id: cast.pending.uid, outcome: 'done' },
        {
          id: cast.active.uid,
          outcome: 'refused',
          reason: 'Only a pending doctor can be approved (status: active)',
        },
        { id: cast.pendingClinic.uid, outcome: 'done' },
        { id: cast.patient.uid, outcome: 'refused', reason: 'Doctor not found' },
        { id: 'nope', outcome: 'refused', reason: 'Doctor not found' },
      ],
    });
    assert.equal(await statusOf(cast.pending.uid), 'active');
    assert.equal(await statusOf(cast.pendingClinic.uid), 'active');
    assert.equal(await statusOf(cast.active.uid), 'active');
    const doctor = await auditRows('doctor.approve');
    const clinic = await auditRows('clinic.approve');
    assert.deepEqual(
      [...doctor, ...clinic].map((row) => row.target_uid),
      [cast.pending.uid, cast.pendingClinic.uid],
    );
    const batch = doctor[0].details.batch;
    assert.match(String(batch), UUID);
    assert.deepEqual(doctor[0].details, { from: 'pending', to: 'active', batch });
    assert.deepEqual(clinic[0].details, { from: 'pending', to: 'active', batch });
  });

  it('rejects in bulk, and says "2 done, 1 refused"', async () => {
    const [a, b] = await pendingDoctors(2, 'Reject');
    const res = await post('/user/bulk/review', { action: 'reject', uids: [a, cast.active.uid, b] });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, '2 done, 1 refused');
    assert.equal(res.json().data.results[1].reason, 'Only a pending doctor can be rejected (status: active)');
    assert.equal(await statusOf(a), 'rejected');
    assert.equal(await statusOf(b), 'rejected');
    const rows = (await auditRows('doctor.reject')).filter((row) => [a, b].includes(row.target_uid));
    assert.equal(rows.length, 2);
    assert.equal(rows[0].details.batch, rows[1].details.batch);
  });

  it('refuses 0 or more than 500 items, and junk bodies, with a 400 and a message; nothing changes', async () => {
    const [waiting] = await pendingDoctors(1, 'Junk');
    const before = await statuses();
    const many = Array.from({ length: 501 }, () => randomUUID());
    for (const body of [
      { action: 'accept', uids: [] },
      { action: 'accept', uids: many },
    ]) {
      const res = await post('/user/bulk/review', body);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Select between 1 and 500 items');
    }
    // 500 distinct ids once duplicates are dropped is within the limit.
    const duplicates = await post('/user/bulk/review', {
      action: 'accept',
      uids: [...many.slice(0, 499), waiting, waiting],
    });
    assert.equal(duplicates.statusCode, 200);
    assert.equal(duplicates.json().message, '1 done, 499 refused');
    assert.equal(duplicates.json().data.results.length, 500);
    await t.database.query("update users set status = 'pending' where uid = $1", [waiting]);
    await t.database.query('delete from audit_log where target_uid = $1', [waiting]);

    const junk: unknown[] = [
      { action: 'explode', uids: [waiting] },
      { uids: [waiting] },
      { action: 'accept' },
      { action: 'accept', uids: [{ uid: waiting }] },
      { action: 'accept', uids: [{}, waiting] },
      { action: 'accept', uids: { 0: waiting } },
      { action: 'accept', uids: ['x'.repeat(100_000)] },
      { action: { accept: true }, uids: [waiting] },
      [waiting],
      'accept',
    ];
    for (const body of junk) {
      const res = await post('/user/bulk/review', body);
      // A string body is sent as text/plain: 415, the API takes JSON only.
      assert.equal(res.statusCode, typeof body === 'string' ? 415 : 400, JSON.stringify(body).slice(0, 80));
      assert.equal(typeof res.json().message, 'string');
      assert.ok(res.json().message.length > 0);
    }
    const huge = await post('/user/bulk/review', { action: 'accept', uids: ['x'.repeat(2_000_000)] });
    assert.ok(huge.statusCode >= 400 && huge.statusCode < 500, String(huge.statusCode));
    assert.deepEqual(await statuses(), before);
  });

  it('block: a missing password is 400, a wrong one 403, and nothing changes', async () => {
    const before = await statuses();
    const missing = await post('/user/bulk/block', { uids: [cast.active.uid, cast.patient.uid] });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Please enter password');
    const empty = await post('/user/bulk/block', { uids: [cast.active.uid], password: '' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Please enter password');
    const wrong = await post('/user/bulk/block', {
      uids: [cast.active.uid, cast.patient.uid],
      password: 'nope',
    });
    assert.equal(wrong.statusCode, 403);
    assert.equal(wrong.json().message, 'Incorrect password');
    const none = await post('/user/bulk/block', { uids: [], password: PASSWORD });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, 'Select between 1 and 500 items');
    assert.deepEqual(await statuses(), before);
    const cancelled = await t.database.query<{ n: number }>(
      "select count(*)::int as n from appointments where status = 'cancelled'",
    );
    assert.equal(cancelled[0].n, 0);
  });

  it("blocks doctors, patients and clinics with one password; a doctor's pending and ongoing appointments are cancelled", async () => {
    const res = await post('/user/bulk/block', {
      uids: [cast.active.uid, cast.blockedPatient.uid, cast.patient.uid, cast.clinic.uid, randomUUID()],
      password: PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.message, '3 done, 2 refused');
    assert.deepEqual(
      body.data.results.map((r: { outcome: string; reason?: string }) => r.reason ?? r.outcome),
      ['done', 'This patient cannot be blocked (status: blocked)', 'done', 'done', 'Doctor not found'],
    );
    for (const uid of [cast.active.uid, cast.patient.uid, cast.clinic.uid]) {
      assert.equal(await statusOf(uid), 'blocked');
    }
    const appointments = await t.database.query<{ appt_id: string; status: string }>(
      'select appt_id, status from appointments order by appt_id',
    );
    assert.deepEqual(
      appointments.map((a) => `${a.appt_id}:${a.status}`),
      ['APT-1:cancelled', 'APT-2:completed', 'APT-3:cancelled'],
    );
    const rows = [
      ...(await auditRows('doctor.block')),
      ...(await auditRows('patient.block')),
      ...(await auditRows('clinic.block')),
    ];
    assert.equal(rows.length, 3);
    assert.equal(new Set(rows.map((row) => row.details.batch)).size, 1);
    const doctor = rows.find((row) => row.target_uid === cast.active.uid)!;
    assert.deepEqual(doctor.details, {
      from: 'active',
      to: 'blocked',
      cancelled_appointments: 2,
      batch: doctor.details.batch,
    });
  });

  it('one-row calls answer as before (no batch in their audit entry)', async () => {
    const [one] = await pendingDoctors(1, 'Single');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${one}`,
      payload: { action: 'accept' },
      headers: auth,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Status Updated');
    assert.equal(res.json().data.user.status, 'active');
    const row = (await auditRows('doctor.approve')).find((r) => r.target_uid === one)!;
    assert.deepEqual(row.details, { from: 'pending', to: 'active' });
  });

  it('the OpenAPI document lists the five bulk calls with their body and per-item answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/user/bulk/review',
      '/api/user/bulk/block',
      '/api/doctor/suggest-speciality/bulk',
      '/api/doctor/suggest-service/bulk',
      '/api/enquiry/bulk',
    ]) {
      const operation = doc.paths[path]?.post;
      assert.ok(operation, path);
      assert.ok(operation.requestBody, path);
      const data = operation.responses['200'].content['application/json'].schema.properties.data;
      assert.deepEqual(data.required, ['done', 'refused', 'results'], path);
      assert.deepEqual(data.properties.results.items.properties.outcome.enum, ['done', 'refused'], path);
    }
  });

  it('40 identical batches at once over the same 10 pending doctors: each approved exactly once, no 500', async () => {
    const uids = await pendingDoctors(10, 'Race');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        // The same ids, in different orders: the batches still lock them in one order.
        post('/user/bulk/review', { action: 'accept', uids: i % 2 ? uids : [...uids].reverse() }),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      answers.map(() => 200),
      answers.find((a) => a.statusCode !== 200)?.body,
    );
    const done = answers.reduce((sum, a) => sum + a.json().data.done, 0);
    assert.equal(done, 10);
    const refused = answers.flatMap((a) =>
      a.json().data.results.filter((r: { outcome: string }) => r.outcome === 'refused'),
    );
    assert.equal(refused.length, 39 * 10);
    assert.ok(
      refused.every(
        (r: { reason: string }) => r.reason === 'Only a pending doctor can be approved (status: active)',
      ),
    );
    const rows = (await auditRows('doctor.approve')).filter((row) => uids.includes(row.target_uid));
    assert.equal(rows.length, 10);
    for (const uid of uids) assert.equal(await statusOf(uid), 'active');
  });
});
