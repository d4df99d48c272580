import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/helper.js';
import { insertSample, type Sample, signIn } from '../../test/appointment-samples.js';

interface Entry {
  id: number;
  created_at: string;
  admin: { uid: string; full_name: string; email: string } | null;
  action: string;
  action_label: string;
  target_type: string | null;
  target_uid: string | null;
  target_name: string | null;
  ip: string | null;
  request_id: string | null;
  details: Record<string, unknown> | null;
}

describe('audit history API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let s: Sample;

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url, headers });
  const audit = async (params: Record<string, unknown> = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const res = await get(`/api/audit?${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { entries: Entry[]; count: number; count_capped: boolean; limit: number };
  };

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    s = await insertSample(t.app);
    // Three things an administrator does: reads a patient's full record, refunds, blocks a doctor.
    const read = await get(
      `/api/user/find?where=${encodeURIComponent(JSON.stringify({ uid: s.patientUid }))}`,
    );
    assert.equal(read.statusCode, 200, read.body);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${s.clinicPaymentUid}`,
      headers: auth,
      payload: { type: 'partial_refund', amount: '20.00', reason: 'Visit started late' },
    });
    assert.equal(refund.statusCode, 200, refund.body);
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/user/action/${s.doctorUid}`,
      headers: auth,
      payload: { action: 'block', password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(block.statusCode, 200, block.body);
  });
  after(() => t.close());

  test('needs a session, as a list and as CSV', async () => {
    assert.equal((await get('/api/audit', {})).statusCode, 401);
    assert.equal((await get('/api/audit?format=csv', {})).statusCode, 401);
    assert.equal((await get('/api/audit/filters', {})).statusCode, 401);
    assert.equal((await get('/api/audit', { authorization: 'Bearer forged' })).statusCode, 401);
  });

  test('answers who did what to which record, newest first', async () => {
    const { entries, count, count_capped } = await audit();
    assert.equal(count_capped, false);
    assert.ok(count >= 4);
    const actions = entries.map((entry) => entry.action);
    assert.deepEqual(actions.slice(0, 3), ['doctor.block', 'payment.refund', 'patient.read']);
    // Each reads as the module that writes it declared.
    assert.deepEqual(
      entries.slice(0, 3).map((entry) => entry.action_label),
      ['Blocked doctor', 'Refunded payment', 'Viewed patient record'],
    );
    const times = entries.map((entry) => Date.parse(entry.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const [block, refund, read] = entries;
    for (const entry of [block, refund, read]) {
      assert.equal(entry.admin?.email, TEST_ADMIN_EMAIL);
      assert.ok(entry.request_id);
      assert.ok(entry.ip);
    }
    assert.equal(block.target_type, 'doctor');
    assert.equal(block.target_uid, s.doctorUid);
    assert.match(block.target_name ?? '', /^Dr\. Ana Lopez/);
    assert.deepEqual({ from: block.details?.from, to: block.details?.to }, { from: 'active', to: 'blocked' });
    assert.equal(refund.target_uid, s.clinicPaymentUid);
    assert.match(refund.target_name ?? '', /\(APT9\d+002\)$/);
    assert.equal(refund.details?.type, 'partial_refund');
    assert.equal(refund.details?.amount_cents, 2000);
  });

  test("a patient's record reads are filterable by the patient, with the name masked", async () => {
    const res = await get(
      `/api/audit?where=${encodeURIComponent(JSON.stringify({ target_uid: s.patientUid }))}`,
    );
    const { entries } = res.json().data as { entries: Entry[] };
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['patient.read'],
    );
    assert.equal(entries[0].target_name, 'J*** D**');
    assert.doesNotMatch(res.body, /John|john\.doe/);
  });

  test('filters by action, target type, admin and day range', async () => {
    assert.deepEqual(
      (await audit({ where: { action: 'payment.refund' } })).entries.map((e) => e.target_uid),
      [s.clinicPaymentUid],
    );
    assert.deepEqual(
      (await audit({ where: { action: { in: ['doctor.block', 'patient.read'] } } })).entries.map(
        (e) => e.action,
      ),
      ['doctor.block', 'patient.read'],
    );
    assert.equal((await audit({ where: { target_type: 'doctor' } })).count, 1);
    const filters = (await get('/api/audit/filters')).json().data;
    const adminUid = filters.admins[0].uid as string;
    assert.ok(filters.actions.includes('payment.refund'));
    assert.equal(filters.action_labels['payment.refund'], 'Refunded payment');
    // An action declared without a label reads as its words.
    assert.equal(filters.action_labels['payment.export'], 'Exported payments');
    assert.ok(filters.target_types.includes('payment'));
    assert.ok((await audit({ where: { admin: adminUid } })).count >= 3);
    assert.equal((await audit({ where: { admin: '00000000-0000-4000-8000-000000000000' } })).count, 0);
    // The day filter, on the day the entries were written (by their own time, in UTC, the default
    // zone), not on the clock now: a run across midnight must not move it.
    const written = (
      await audit({ where: { action: { in: ['patient.read', 'payment.refund', 'doctor.block'] } } })
    ).entries;
    assert.equal(written.length, 3);
    const dayOf = (entry: Entry) => new Date(entry.created_at).toISOString().slice(0, 10);
    const day = dayOf(written[0]);
    const onDay = (await audit({ where: { created_at: { '>=': day, '<=': day } }, limit: 100 })).entries;
    assert.ok(onDay.length >= 1);
    assert.ok(onDay.every((entry) => dayOf(entry) === day));
    const writtenThatDay = written.filter((entry) => dayOf(entry) === day).map((entry) => entry.id);
    assert.ok(writtenThatDay.every((id) => onDay.some((entry) => entry.id === id)));
    assert.equal((await audit({ where: { created_at: { '<=': '2020-01-01' } } })).count, 0);
    // The search box: a record's id or a request id, exactly.
    const [refund] = (await audit({ where: { action: 'payment.refund' } })).entries;
    assert.deepEqual(
      (await audit({ search: refund.request_id ?? '' })).entries.map((e) => e.id),
      [refund.id],
    );
  });

  test('refund details: the payment and the appointment name the refunding admin', async () => {
    const list = await get(
      `/api/user/payments?where=${encodeURIComponent(JSON.stringify({ refund_id: { '!=': null } }))}&limit=50`,
    );
    const refunded = (
      list.json().data.appointments as { uid: string; refunded_by: string | null; refund_reason: string }[]
    ).find((row) => row.uid === s.clinicPaymentUid);
    assert.ok(refunded?.refunded_by);
    assert.equal(refunded.refund_reason, 'Visit started late');
    const detail = await get(`/api/user/appointments/${s.clinicVisitUid}`);
    const payments = detail.json().data.appointments.transactions as {
      uid: string;
      refunded_by: string | null;
    }[];
    assert.equal(payments.find((p) => p.uid === s.clinicPaymentUid)?.refunded_by, refunded.refunded_by);
  });

  test('bad parameters are 400s with a message, never 500s', async () => {
    for (const query of [
      'where=not-json',
      `where=${encodeURIComponent('{"password":"x"}')}`,
      `where=${encodeURIComponent('{"admin":"not-a-uuid"}')}`,
      `where=${encodeURIComponent('{"created_at":{">=":"2026-02-31"}}')}`,
      `where=${encodeURIComponent('{"action":{"contains":"x"}}')}`,
      `sort=${encodeURIComponent('[{"action":"ASC"}]')}`,
      'limit=abc',
      'offset=-1',
      'format=xml',
      `search=${'x'.repeat(500)}`,
    ]) {
      const res = await get(`/api/audit?${query}`);
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
      assert.ok(res.json().message);
    }
    // A huge page is cut to the largest allowed.
    assert.equal((await audit({ limit: '100000' })).limit, 100);
  });

  test('details never carry anything secret-looking', async () => {
    await t.database.query(
      `insert into audit_log (action, target_type, target_uid, details)
       values ('settings.update', 'settings', null, '{"password":"hunter2","reset_code":"123456","token":"abc","admin_commission":"10"}')`,
    );
    const res = await get(`/api/audit?where=${encodeURIComponent('{"action":"settings.update"}')}`);
    assert.doesNotMatch(res.body, /hunter2|123456|"token"/);
    assert.equal(res.json().data.entries[0].details.admin_commission, '10');
  });

  test('the count stops at 10,000 and says so', async () => {
    await t.database.query(
      `insert into audit_log (action, target_type, target_uid, created_at)
       select 'enquiry.reply', 'enquiry', g::text, now() - interval '1 day' from generate_series(1, 10005) g`,
    );
    const page = await audit({ where: { action: 'enquiry.reply' } });
    assert.deepEqual([page.count, page.count_capped, page.entries.length], [10_000, true, 20]);
    await t.database.query(`delete from audit_log where action = 'enquiry.reply'`);
  });

  test('exports the filtered log as CSV, and the export is itself one entry', async () => {
    const res = await get(
      `/api/audit?format=csv&where=${encodeURIComponent(JSON.stringify({ target_uid: s.patientUid }))}`,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(
      String(res.headers['content-disposition']),
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(
      lines[0],
      'Time,Admin,Admin e-mail,Action,Target kind,Target id,Target,Client address,Request id,Details',
    );
    assert.equal(lines.length, 2);
    assert.match(lines[1], /,patient\.read,patient,/);
    assert.match(lines[1], /J\*\*\* D\*\*/);
    const [entry] = (await audit({ where: { action: 'audit.export' } })).entries;
    assert.equal(entry.target_type, 'list');
    assert.equal(entry.target_name, 'audit-log list');
    assert.deepEqual(entry.details?.filter, {
      where: { target_uid: s.patientUid },
      sort: [{ created_at: 'DESC' }],
    });
    assert.equal(entry.details?.rows, 1);
    assert.equal(entry.details?.completed, true);
  });
});
