import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, buildTestAppWithGateway, type TestApp } from '../../test/helper.js';
import { insertSample, type Sample, signIn } from '../../test/appointment-samples.js';
import { amountToCents } from './refund-rules.js';

interface Row {
  uid: string;
  refund_id: string | null;
  refund_amount: string | null;
  appointment: { uid: string; appt_id: string; user: { full_name: string | null } | null; doctor: unknown };
}

describe('payments API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let s: Sample;

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    s = await insertSample(t.app);
  });
  after(() => t.close());

  const list = (params: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return t.app.inject({
      method: 'GET',
      url: `/api/user/payments?${query}`,
      headers: { ...auth, ...headers },
    });
  };
  const populate = ['appointment', 'appointment.user', 'appointment.doctor'];
  const refund = (uid: string, payload: unknown, headers = auth) =>
    t.app.inject({ method: 'POST', url: `/api/payments/refund/${uid}`, headers, payload: payload as object });
  const uids = (rows: Row[]) => rows.map((row) => row.uid);

  test('reads money in dollars exactly', () => {
    assert.equal(amountToCents('50.10'), 5010);
    assert.equal(amountToCents(50.1), 5010);
    assert.equal(amountToCents('0.3'), 30);
    assert.equal(amountToCents(0.1 + 0.2), null);
    assert.equal(amountToCents('1.234'), null);
    assert.equal(amountToCents('-5'), -1);
    assert.equal(amountToCents('abc'), null);
  });

  test('both calls need a session', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/payments' })).statusCode, 401);
    const res = await refund(s.clinicPaymentUid, { type: 'full_refund', reason: 'x' }, {});
    assert.equal(res.statusCode, 401);
  });

  test('lists successful payments, newest transaction first, with the appointment, patient masked', async () => {
    const res = await list({ where: { status: 'succeeded' }, populate });
    assert.equal(res.statusCode, 200);
    const {
      appointments: rows,
      count,
      limit,
    } = res.json().data as { appointments: Row[]; count: number; limit: number };
    assert.equal(count, 4);
    assert.equal(limit, 20);
    // By the Transaction Date the screen shows, not the booking time: the extended call's payment
    // (paid 2026-03-12) comes before the clinic visit booked and paid on 2026-03-11.
    assert.deepEqual(uids(rows), [
      s.extendedPaymentUid,
      s.clinicPaymentUid,
      s.videoPaymentUid,
      s.refundedPaymentUid,
    ]);
    assert.ok(!uids(rows).includes(s.failedPaymentUid));
    const video = rows.find((row) => row.uid === s.videoPaymentUid)!;
    assert.equal(video.appointment.uid, s.videoUid);
    assert.equal(video.appointment.user?.full_name, 'J*** D**');
    const refunded = rows.find((row) => row.uid === s.refundedPaymentUid)!;
    assert.equal(refunded.appointment.user, null);
    assert.equal(refunded.refund_amount, '154.65');
    assert.ok(!JSON.stringify(res.json()).includes('John'));
  });

  test('filters Success and Refunded by refund id, by doctor, by booking day, and searches by appointment id', async () => {
    const success = (await list({ where: { status: 'succeeded', refund_id: null } })).json().data;
    assert.equal(success.count, 3);
    const refunded = (await list({ where: { status: 'succeeded', refund_id: { '!=': null } } })).json().data;
    assert.deepEqual(uids(refunded.appointments), [s.refundedPaymentUid]);
    const byDoctor = (
      await list({ where: { status: 'succeeded', 'appointment.doctor_id': s.deletedDoctorUid } })
    ).json().data;
    assert.deepEqual(uids(byDoctor.appointments), [s.clinicPaymentUid]);
    // Booked 2026-03-11T03:30Z: March 10 in New York.
    const day = { 'appointment.created_at': { '>=': '2026-03-10', '<=': '2026-03-10' } };
    const ny = (await list({ where: day }, { timezone: 'America/New_York' })).json().data;
    assert.deepEqual(
      uids(ny.appointments).sort(),
      [s.clinicPaymentUid, s.extendedPaymentUid, s.videoPaymentUid].sort(),
    );
    const utc = (await list({ where: day }, { timezone: 'UTC' })).json().data;
    assert.deepEqual(uids(utc.appointments).sort(), [s.extendedPaymentUid, s.videoPaymentUid].sort());
    const apptId = (await list({ where: { status: 'succeeded' }, populate }))
      .json()
      .data.appointments.find((row: Row) => row.uid === s.clinicPaymentUid).appointment.appt_id as string;
    const search = (await list({ search: apptId })).json().data;
    assert.deepEqual(uids(search.appointments), [s.clinicPaymentUid]);
  });

  test('sorts by appointment id, service date, booking amount and payment status', async () => {
    const order = async (sort: unknown) =>
      uids((await list({ where: { status: 'succeeded' }, sort })).json().data.appointments);
    const byApptId = await order([{ 'appointment.appt_id': 'ASC' }]);
    assert.deepEqual(byApptId.slice(-2), [s.clinicPaymentUid, s.refundedPaymentUid]);
    const byServiceDate = await order([{ 'appointment.date_utc': 'DESC' }]);
    assert.equal(byServiceDate[3], s.refundedPaymentUid);
    assert.equal((await order([{ payment_status: 'DESC' }]))[0], s.refundedPaymentUid);
    assert.equal((await order([{ payment_status: 'ASC' }]))[3], s.refundedPaymentUid);
    assert.equal((await order([{ 'appointment.booking_amount': 'ASC' }])).length, 4);
    assert.equal((await order([{ collected_amount: 'DESC' }])).length, 4);
    assert.deepEqual(await order([{ created_at: 'ASC' }]), [
      s.refundedPaymentUid,
      s.videoPaymentUid,
      s.clinicPaymentUid,
      s.extendedPaymentUid,
    ]);
  });

  test('refuses unknown fields and malformed input with a 400', async () => {
    for (const [params, message] of [
      [{ where: { refund_reason: 'x' } }, 'Unknown filter field "refund_reason"'],
      [{ sort: [{ refund_reason: 'ASC' }] }, 'Unknown sort field "refund_reason"'],
      [{ populate: ['appointment.user.password'] }, 'Unknown populate "appointment.user.password"'],
      [{ where: '[1,2' }, 'where must be valid JSON'],
      [{ where: { 'appointment.doctor_id': "' or 1=1 --" } }, 'Invalid value for appointment.doctor_id'],
    ] as const) {
      const res = await list(params as Record<string, unknown>);
      assert.equal(res.statusCode, 400, JSON.stringify(params));
      assert.equal(res.json().message, message);
    }
  });

  test('refuses a refund with a bad amount, reason or type, with its message, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'partial_refund', reason: 'r' }, 'Please enter amount'],
      [{ type: 'partial_refund', amount: '', reason: 'r' }, 'Please enter amount'],
      [{ type: 'partial_refund', amount: 0, reason: 'r' }, 'Enter a valid amount'],
      [{ type: 'partial_refund', amount: -5, reason: 'r' }, 'Enter a valid amount'],
      [{ type: 'partial_refund', amount: 'ten', reason: 'r' }, 'Enter a valid amount'],
      [
        { type: 'partial_refund', amount: 154.66, reason: 'r' },
        'Refund amount cannot be greater than total amount',
      ],
      [{ type: 'partial_refund', amount: '154.65', reason: 'r' }, 'Please select the Full Refund option'],
      [{ type: 'partial_refund', amount: 10 }, 'Please enter reason'],
      [{ type: 'full_refund', reason: '   ' }, 'Please enter reason'],
      [{ type: 'full_refund', reason: 'x'.repeat(251) }, 'Reason must be at most 250 characters'],
      [{ type: 'full_refund', amount: 10, reason: 'r' }, 'A full refund returns the total amount'],
      [{ type: 'half_refund', reason: 'r' }, 'type must be equal to one of the allowed values'],
    ];
    for (const [payload, message] of cases) {
      const res = await refund(s.clinicPaymentUid, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().message, message, JSON.stringify(payload));
    }
    const row = (await list({ where: { refund_id: { '!=': null } } })).json().data;
    assert.equal(row.count, 1);
  });

  test('refuses an unknown payment, a failed one and one already refunded', async () => {
    const unknown = await refund('00000000-0000-4000-8000-000000000000', {
      type: 'full_refund',
      reason: 'r',
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Payment not found');
    const failed = await refund(s.failedPaymentUid, { type: 'full_refund', reason: 'r' });
    assert.equal(failed.statusCode, 400);
    assert.equal(failed.json().message, 'Only a successful payment can be refunded');
    const again = await refund(s.refundedPaymentUid, { type: 'full_refund', reason: 'r' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This payment has already been refunded');
  });

  test('a partial refund records id, amount, reason and admin, and is audited; a second is refused', async () => {
    const res = await refund(s.videoPaymentUid, {
      type: 'partial_refund',
      amount: 50.1,
      reason: '  Call cut short ',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Refund Success');
    const { payment } = res.json().data;
    assert.equal(payment.uid, s.videoPaymentUid);
    assert.match(payment.refund_id, /^re_ledger_/);
    assert.equal(payment.refund_amount, '50.10');
    assert.equal(payment.refund_type, 'partial_refund');
    assert.equal(payment.refund_reason, 'Call cut short');
    const [stored] = await t.database.query<{ refunded_by: number | null; refund_amount_cents: number }>(
      'select refunded_by, refund_amount_cents from transactions where uid = $1',
      [s.videoPaymentUid],
    );
    assert.equal(stored.refund_amount_cents, 5010);
    assert.ok(stored.refunded_by);
    const audits = await t.database.query<{ action: string; target_uid: string; admin_id: number | null }>(
      "select action, target_uid, admin_id from audit_log where action = 'payment.refund'",
    );
    assert.equal(audits.length, 1);
    assert.equal(audits[0].target_uid, s.videoPaymentUid);
    assert.ok(audits[0].admin_id);
    const again = await refund(s.videoPaymentUid, { type: 'partial_refund', amount: 1, reason: 'again' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This payment has already been refunded');
  });

  // Requests in a burst, not held anywhere: on PGlite they run one after another. The overlapping
  // race, held at the gateway until every request has claimed, is in refund-race.test.ts.
  test('refund requests of one payment in a burst: exactly one succeeds', async () => {
    const body = { type: 'full_refund', amount: '154.65', reason: 'Doctor did not join' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(s.extendedPaymentUid, body)));
    const codes = answers.map((res) => res.statusCode).sort();
    assert.deepEqual(codes, [200, 409, 409, 409, 409]);
    const [stored] = await t.database.query<{ refund_amount_cents: number }>(
      'select refund_amount_cents from transactions where uid = $1',
      [s.extendedPaymentUid],
    );
    assert.equal(stored.refund_amount_cents, 15465);
    const audits = await t.database.query(
      "select 1 from audit_log where action = 'payment.refund' and target_uid = $1",
      [s.extendedPaymentUid],
    );
    assert.equal(audits.length, 1);
  });

  test('documents both calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    assert.ok(doc.paths['/api/user/payments'].get);
    assert.ok(doc.paths['/api/payments/refund/{paymentId}'].post);
  });
});

describe('refunds through Stripe (a local stand-in)', () => {
  let t: TestApp;
  let server: Server;
  let auth: Record<string, string>;
  let s: Sample;
  const received: URLSearchParams[] = [];

  before(async () => {
    server = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      received.push(form);
      response.setHeader('content-type', 'application/json');
      if (form.get('amount') === '777') {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Charge ch_x has been disputed.' },
          }),
        );
        return;
      }
      response.end(
        JSON.stringify({
          id: `re_stripe_${received.length}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          status: 'succeeded',
        }),
      );
    });
    t = await buildTestAppWithGateway(server);
    auth = await signIn(t.app);
    s = await insertSample(t.app);
  });
  after(async () => {
    await t.close();
    server.close();
  });

  test('sends the charge and the amount in cents, and records the refund Stripe answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${s.clinicPaymentUid}`,
      headers: auth,
      payload: { type: 'partial_refund', amount: '20.25', reason: 'Goodwill' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.payment.refund_id, 're_stripe_1');
    assert.equal(received[0].get('amount'), '2025');
    assert.match(received[0].get('charge') ?? '', /^ch_/);
  });

  test("a refusal by Stripe is a 502 with Stripe's message, and the payment can be refunded later", async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${s.videoPaymentUid}`,
      headers: auth,
      payload: { type: 'partial_refund', amount: '7.77', reason: 'Goodwill' },
    });
    assert.equal(failed.statusCode, 502);
    assert.equal(failed.json().message, 'Charge ch_x has been disputed.');
    const [row] = await t.database.query<{ refund_id: string | null; refund_type: string | null }>(
      'select refund_id, refund_type from transactions where uid = $1',
      [s.videoPaymentUid],
    );
    assert.deepEqual(row, { refund_id: null, refund_type: null });
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${s.videoPaymentUid}`,
      headers: auth,
      payload: { type: 'full_refund', reason: 'Goodwill' },
    });
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.json().data.payment.refund_amount, '154.65');
  });
});
