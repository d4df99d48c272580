import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  bearer,
  buildTestApp,
  lastMail,
  login,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/helper.js';
import { type Cast, seedCast } from '../../test/people-cast.js';

const PASSWORD = TEST_ADMIN_PASSWORD;

describe('user actions and transitions', () => {
  let t: TestApp;
  let cast: Cast;
  let auth: Record<string, string>;

  before(async () => {
    t = await buildTestApp();
    cast = await seedCast(t.app);
    auth = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  const send = (method: 'PUT' | 'POST', url: string, payload: unknown, headers = auth) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
  const statusOf = async (uid: string) =>
    (await t.database.query<{ status: string }>('select status from users where uid = $1', [uid]))[0].status;
  const audits = async (action: string) =>
    (
      await t.database.query<{ n: number }>('select count(*)::int as n from audit_log where action = $1', [
        action,
      ])
    )[0].n;

  it('needs a session for every write', async () => {
    const uid = cast.active.uid;
    for (const [method, url, body] of [
      ['PUT', `/user/action/${uid}`, { action: 'block', password: PASSWORD }],
      ['PUT', `/user/change-password/${uid}`, { password: 'secret12' }],
      ['PUT', `/user/${uid}`, { action: 'accept' }],
      ['PUT', `/user/doctor/${uid}/sponsored/`, { key: '1' }],
      ['POST', `/user/${uid}/broadcast`, { description: 'Hi' }],
    ] as const) {
      const res = await send(method, url, body, {});
      assert.equal(res.statusCode, 401, url);
    }
    assert.equal(await statusOf(uid), 'active');
  });

  it('refuses a wrong or missing admin password with 403/400, never 401, and changes nothing', async () => {
    const wrong = await send('PUT', `/user/action/${cast.active.uid}`, { action: 'block', password: 'nope' });
    assert.equal(wrong.statusCode, 403);
    assert.equal(wrong.json().message, 'Incorrect password');
    const missing = await send('PUT', `/user/action/${cast.active.uid}`, { action: 'block' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Please enter password');
    const badAction = await send('PUT', `/user/action/${cast.active.uid}`, {
      action: 'explode',
      password: PASSWORD,
    });
    assert.equal(badAction.statusCode, 400);
    assert.equal(await statusOf(cast.active.uid), 'active');
  });

  it('sponsors only an active, complete profile', async () => {
    const on = await send('PUT', `/user/doctor/${cast.active.uid}/sponsored/`, { key: '1' });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(on.json().data.user.is_sponsored, '1');
    const off = await send('PUT', `/user/doctor/${cast.active.uid}/sponsored/`, { key: '0' });
    assert.equal(off.json().data.user.is_sponsored, '0');
    const incomplete = await send('PUT', `/user/doctor/${cast.incomplete.uid}/sponsored/`, { key: '1' });
    assert.equal(incomplete.statusCode, 409);
    assert.equal(
      incomplete.json().message,
      'Sponsorship can be changed only for a doctor with an active profile',
    );
    const badKey = await send('PUT', `/user/doctor/${cast.active.uid}/sponsored/`, { key: 'yes' });
    assert.equal(badKey.statusCode, 400);
    assert.equal(await audits('doctor.sponsored'), 2);
  });

  it('broadcasts 1 to 255 characters to a doctor as a notification', async () => {
    const res = await send('POST', `/user/${cast.active.uid}/broadcast`, {
      description: '  Renew your license  ',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Notification sent to Dr.Alice Carter');
    assert.equal(res.json().data.notification.description, 'Renew your license');
    const empty = await send('POST', `/user/${cast.active.uid}/broadcast`, { description: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Please enter a message to broadcast');
    const long = await send('POST', `/user/${cast.active.uid}/broadcast`, { description: 'x'.repeat(256) });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, 'Message must be at most 255 characters');
    const deleted = await send('POST', `/user/${cast.deleted.uid}/broadcast`, { description: 'Hi' });
    assert.equal(deleted.statusCode, 409);
    assert.equal(await audits('doctor.broadcast'), 1);
  });

  it("changes a doctor's password and mails it to the doctor", async () => {
    const short = await send('PUT', `/user/change-password/${cast.active.uid}`, { password: '123' });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'Password must be minimum 6 characters');
    const res = await send('PUT', `/user/change-password/${cast.active.uid}`, { password: 'NewPass#1' });
    assert.equal(res.statusCode, 200, res.body);
    const mail = await lastMail(t.database, 'alice.carter@example.com');
    assert.equal(mail.kind, 'doctor_new_password');
    assert.match(mail.body, /NewPass#1/);
    const blocked = await send('PUT', `/user/change-password/${cast.blocked.uid}`, { password: 'NewPass#1' });
    assert.equal(blocked.statusCode, 409);
  });

  it('approves a pending doctor once; a second attempt is refused', async () => {
    const res = await send('PUT', `/user/${cast.pending.uid}`, { action: 'accept' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.user.status, 'active');
    const again = await send('PUT', `/user/${cast.pending.uid}`, { action: 'reject' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Only a pending doctor can be rejected (status: active)');
    const [row] = await t.database.query<{ approved_at: Date | null }>(
      'select approved_at from users where uid = $1',
      [cast.pending.uid],
    );
    assert.ok(row.approved_at);
    assert.equal(await audits('doctor.approve'), 1);
  });

  it('rejects a pending clinic; a patient cannot be approved', async () => {
    const res = await send('PUT', `/user/${cast.pendingClinic.uid}`, { action: 'reject' });
    assert.equal(res.json().data.user.status, 'rejected');
    const patient = await send('PUT', `/user/${cast.patient.uid}`, { action: 'accept' });
    assert.equal(patient.statusCode, 404);
    const bad = await send('PUT', `/user/${cast.pending.uid}`, { action: 'maybe' });
    assert.equal(bad.statusCode, 400);
  });

  it('says before a block how many appointments it would cancel, and changes nothing', async () => {
    const get = (uid: string, headers = auth) =>
      t.app.inject({ method: 'GET', url: `/api/user/action/${uid}/block-preview`, headers });
    const doctor = await get(cast.active.uid);
    assert.equal(doctor.statusCode, 200, doctor.body);
    // APT-1 pending and APT-3 ongoing; APT-2 is completed and stays.
    assert.deepEqual(doctor.json().data, { appointments_to_cancel: 2 });
    assert.equal((await get(cast.patient.uid)).json().data.appointments_to_cancel, 0);
    assert.equal((await get(cast.clinic.uid)).json().data.appointments_to_cancel, 0);
    assert.equal((await get(cast.active.uid, {})).statusCode, 401);
    assert.equal((await get('00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await get('not-a-uid')).statusCode, 404);
    assert.equal(await statusOf(cast.active.uid), 'active');
    const open = await t.database.query<{ n: number }>(
      "select count(*)::int as n from appointments where status in ('pending', 'ongoing')",
    );
    assert.equal(open[0].n, 2);
  });

  it('blocks a doctor and cancels the pending and ongoing appointments in the same step', async () => {
    const res = await send('PUT', `/user/action/${cast.active.uid}`, { action: 'block', password: PASSWORD });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.user.status, 'blocked');
    const rows = await t.database.query<{ appt_id: string; status: string }>(
      'select appt_id, status from appointments order by appt_id',
    );
    assert.deepEqual(
      rows.map((r) => `${r.appt_id}:${r.status}`),
      ['APT-1:cancelled', 'APT-2:completed', 'APT-3:cancelled'],
    );
    const again = await send('PUT', `/user/action/${cast.active.uid}`, {
      action: 'block',
      password: PASSWORD,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This doctor cannot be blocked (status: blocked)');
  });

  it('unblocks a blocked doctor only', async () => {
    const res = await send('PUT', `/user/action/${cast.active.uid}`, {
      action: 'unblock',
      password: PASSWORD,
    });
    assert.equal(res.json().data.user.status, 'active');
    const again = await send('PUT', `/user/action/${cast.active.uid}`, {
      action: 'unblock',
      password: PASSWORD,
    });
    assert.equal(again.statusCode, 409);
  });

  it('applies the patient rules: block only active, unblock only blocked, delete unless deleted', async () => {
    const block = await send('PUT', `/user/action/${cast.blockedPatient.uid}`, {
      action: 'block',
      password: PASSWORD,
    });
    assert.equal(block.statusCode, 409);
    const unblock = await send('PUT', `/user/action/${cast.blockedPatient.uid}`, {
      action: 'unblock',
      password: PASSWORD,
    });
    assert.equal(unblock.json().data.user.status, 'active');
    const del = await send('PUT', `/user/action/${cast.patient.uid}`, {
      action: 'delete',
      password: PASSWORD,
    });
    assert.equal(del.json().data.user.status, 'deleted');
    const twice = await send('PUT', `/user/action/${cast.patient.uid}`, {
      action: 'delete',
      password: PASSWORD,
    });
    assert.equal(twice.statusCode, 409);
  });

  it('applies the clinic rules and says Clinic successfully deleted', async () => {
    const block = await send('PUT', `/user/action/${cast.clinic.uid}`, {
      action: 'block',
      password: PASSWORD,
    });
    assert.equal(block.json().data.user.status, 'blocked');
    const del = await send('PUT', `/user/action/${cast.clinic.uid}`, {
      action: 'delete',
      password: PASSWORD,
    });
    assert.equal(del.statusCode, 200);
    assert.equal(del.json().message, 'Clinic successfully deleted');
    assert.equal(await statusOf(cast.clinic.uid), 'deleted');
    assert.equal(await audits('clinic.delete'), 1);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await send('PUT', '/user/action/00000000-0000-4000-8000-000000000000', {
      action: 'block',
      password: PASSWORD,
    });
    assert.equal(res.statusCode, 404);
  });
});

describe('a pending clinic cannot be deleted', () => {
  it('refuses with 409', async () => {
    const t = await buildTestApp();
    try {
      const cast = await seedCast(t.app);
      const auth = bearer((await login(t.app)).token);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/action/${cast.pendingClinic.uid}`,
        payload: { action: 'delete', password: PASSWORD },
        headers: auth,
      });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'This clinic cannot be deleted (status: pending)');
    } finally {
      await t.close();
    }
  });
});
