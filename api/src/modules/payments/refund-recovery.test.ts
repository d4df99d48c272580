import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, buildTestAppWithGateway, type TestApp } from '../../test/helper.js';
import { insertSample, type Sample, signIn } from '../../test/appointment-samples.js';
import { claimRefund } from './refund-attempts.js';
import { createRefundDesk, recoveryIntervalMs } from './refund-desk.js';
import { LedgerGateway } from './gateway/index.js';

interface PaymentRow {
  id: number;
  refund_id: string | null;
  refund_type: string | null;
  refund_amount_cents: number | null;
}

/** A refund claimed by a request that then died: the intent is written, nothing after it. */
async function leftUnderWay(t: TestApp, paymentUid: string, gateway: 'ledger' | 'stripe', ageSeconds = 3600) {
  const [payment] = await t.database.query<{ id: number; collected_amount_cents: number }>(
    'select id, collected_amount_cents from transactions where uid = $1',
    [paymentUid],
  );
  const attempt = await claimRefund(t.database, {
    paymentId: payment.id,
    refundType: 'full_refund',
    reason: 'Doctor did not join',
    adminId: null,
    amountCents: payment.collected_amount_cents,
    gateway,
    requestId: 'req-crashed',
  });
  assert.ok(attempt);
  await t.database.query(
    `update refund_attempts set created_at = now() - make_interval(secs => $2) where id = $1`,
    [attempt.id, ageSeconds],
  );
  return attempt;
}

async function paymentRow(t: TestApp, uid: string): Promise<PaymentRow> {
  const [row] = await t.database.query<PaymentRow>(
    'select id, refund_id, refund_type, refund_amount_cents from transactions where uid = $1',
    [uid],
  );
  return row;
}

describe('refunds left under way by a crash (ledger gateway)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let s: Sample;
  const refund = (uid: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${uid}`,
      headers: auth,
      payload: { type: 'full_refund', reason: 'Doctor did not join' },
    });

  before(async () => {
    t = await buildTestApp();
    auth = await signIn(t.app);
    s = await insertSample(t.app);
  });
  after(() => t.close());

  test('the intent carries a key made of the payment and the attempt, not a random one', async () => {
    const attempt = await leftUnderWay(t, s.videoPaymentUid, 'ledger', 0);
    assert.equal(attempt.idempotencyKey, `refund:${s.videoPaymentUid}:1`);
    const busy = await refund(s.videoPaymentUid);
    assert.equal(busy.statusCode, 409);
    assert.equal(busy.json().message, 'A refund of this payment is already under way');
  });

  test('a refund under way the gateway never made is released by the recovery pass, and can be made again', async () => {
    await t.database.query(`update refund_attempts set created_at = now() - interval '1 hour'`);
    const desk = createRefundDesk({
      sql: t.database,
      gateway: new LedgerGateway(t.database),
      log: t.app.log,
      leaseSeconds: 30,
    });
    await desk.recover();
    const released = await paymentRow(t, s.videoPaymentUid);
    assert.deepEqual([released.refund_id, released.refund_type], [null, null]);
    const [attempt] = await t.database.query<{ state: string }>(
      'select state from refund_attempts where transaction_id = $1',
      [released.id],
    );
    assert.equal(attempt.state, 'released');

    const again = await refund(s.videoPaymentUid);
    assert.equal(again.statusCode, 200, again.body);
    const keys = await t.database.query<{ idempotency_key: string; state: string }>(
      'select idempotency_key, state from refund_attempts where transaction_id = $1 order by attempt',
      [released.id],
    );
    assert.deepEqual(keys, [
      { idempotency_key: `refund:${s.videoPaymentUid}:1`, state: 'released' },
      { idempotency_key: `refund:${s.videoPaymentUid}:2`, state: 'succeeded' },
    ]);
  });

  test('a refund the gateway made but nobody recorded is recorded by the recovery pass, once, and audited', async () => {
    const attempt = await leftUnderWay(t, s.extendedPaymentUid, 'ledger');
    // The crash came after the gateway refunded: the ledger holds the refund, the payment does not.
    const ledger = new LedgerGateway(t.database);
    const made = await ledger.refund({
      chargeId: attempt.chargeId,
      transactionId: attempt.transactionRef,
      amountCents: attempt.amountCents,
      reason: 'Doctor did not join',
      idempotencyKey: attempt.idempotencyKey,
    });
    const desk = createRefundDesk({ sql: t.database, gateway: ledger, log: t.app.log, leaseSeconds: 30 });
    await desk.recover();
    const row = await paymentRow(t, s.extendedPaymentUid);
    assert.equal(row.refund_id, made.refundId);
    assert.equal(row.refund_amount_cents, 15465);
    const audits = await t.database.query<{ details: { recovered: boolean; refund_id: string } }>(
      "select details from audit_log where action = 'payment.refund' and target_uid = $1",
      [s.extendedPaymentUid],
    );
    assert.equal(audits.length, 1);
    assert.deepEqual([audits[0].details.recovered, audits[0].details.refund_id], [true, made.refundId]);
    // A second pass finds nothing left to do; the ledger refunded once.
    await desk.recover();
    const ledgerRows = await t.database.query('select 1 from ledger_refunds where transaction_id = $1', [
      attempt.transactionRef,
    ]);
    assert.equal(ledgerRows.length, 1);
    const again = await refund(s.extendedPaymentUid);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This payment has already been refunded');
  });

  test("an admin's retry of a refund left under way asks the gateway first: made, it is recorded and the retry refused", async () => {
    const attempt = await leftUnderWay(t, s.clinicPaymentUid, 'ledger');
    const made = await new LedgerGateway(t.database).refund({
      chargeId: attempt.chargeId,
      transactionId: attempt.transactionRef,
      amountCents: attempt.amountCents,
      reason: 'r',
      idempotencyKey: attempt.idempotencyKey,
    });
    const retry = await refund(s.clinicPaymentUid);
    assert.equal(retry.statusCode, 409);
    assert.equal(retry.json().message, 'This payment has already been refunded');
    assert.equal((await paymentRow(t, s.clinicPaymentUid)).refund_id, made.refundId);
  });

  test('the recovery pass runs every third of the lease, between half a second and 10 s', () => {
    assert.equal(recoveryIntervalMs(30), 10_000);
    assert.equal(recoveryIntervalMs(6), 2_000);
    assert.equal(recoveryIntervalMs(1), 500);
  });
});

describe('refunds left under way by a crash (Stripe, a local stand-in)', () => {
  let t: TestApp;
  let server: Server;
  let auth: Record<string, string>;
  let s: Sample;
  /** What the stand-in's charges hold: refunds made, by charge. */
  const made: {
    id: string;
    charge: string;
    amount: number;
    status: string;
    metadata: Record<string, string>;
  }[] = [];
  let failNext = false;
  /** The next refund request gets a server error, and no refund is made. */
  let breakNext = false;
  /** Stripe replays the first answer given to an idempotency key, error or not. */
  const answered = new Map<string, { status: number; body: string }>();

  before(async () => {
    server = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      response.setHeader('content-type', 'application/json');
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'GET') {
        const data = made.filter((r) => r.charge === url.searchParams.get('charge'));
        response.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/refunds' }));
        return;
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const replay = answered.get(key);
      if (replay) {
        response.statusCode = replay.status;
        response.end(replay.body);
        return;
      }
      if (breakNext) {
        breakNext = false;
        const answer = {
          status: 500,
          body: JSON.stringify({ error: { type: 'api_error', message: 'Down' } }),
        };
        answered.set(key, answer);
        response.statusCode = answer.status;
        response.end(answer.body);
        return;
      }
      const form = new URLSearchParams(body);
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]] = value;
      }
      const refund = {
        id: `re_stripe_${made.length + 1}`,
        object: 'refund',
        charge: form.get('charge') ?? '',
        amount: Number(form.get('amount')),
        status: 'succeeded',
        metadata,
      };
      made.push(refund);
      // With failNext, Stripe made the refund but its answer is a server error.
      const answer = failNext
        ? {
            status: 500,
            body: JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }),
          }
        : { status: 200, body: JSON.stringify(refund) };
      failNext = false;
      answered.set(key, answer);
      response.statusCode = answer.status;
      response.end(answer.body);
    });
    t = await buildTestAppWithGateway(server);
    auth = await signIn(t.app);
    s = await insertSample(t.app);
  });
  after(async () => {
    await t.close();
    server.close();
  });

  test('an error answer after Stripe made the refund: the refund is found by its key and recorded, not made twice', async () => {
    failNext = true;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/refund/${s.videoPaymentUid}`,
      headers: auth,
      payload: { type: 'partial_refund', amount: '20.00', reason: 'Goodwill' },
    });
    assert.equal(res.statusCode, 200, res.body);
    // The SDK retried the 500 under the same key and got the same answer; then the refund was
    // looked up by the key in its metadata.
    const refunds = made.filter((r) => r.metadata.refund_key === `refund:${s.videoPaymentUid}:1`);
    assert.equal(refunds.length, 1);
    assert.equal(made.length, 1);
    assert.equal(res.json().data.payment.refund_id, refunds[0].id);
    assert.equal(res.json().data.payment.refund_amount, '20.00');
  });

  test('no answer and no refund at Stripe: the payment stays under way until the lease runs out, then is released, and the retry refunds with the next key', async () => {
    breakNext = true;
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/refund/${s.clinicPaymentUid}`,
        headers: auth,
        payload: { type: 'full_refund', reason: 'Goodwill' },
      });
    const first = await post();
    assert.equal(first.statusCode, 502);
    assert.equal(first.json().message, 'The card processor could not be reached. Please try again.');
    // The request may still reach Stripe: no new attempt may start yet.
    const soon = await post();
    assert.equal(soon.statusCode, 409);
    assert.equal(soon.json().message, 'A refund of this payment is already under way');
    await t.database.query(
      `update refund_attempts set created_at = now() - interval '1 hour' where state = 'pending'`,
    );
    const later = await post();
    assert.equal(later.statusCode, 200, later.body);
    const keys = made.map((r) => r.metadata.refund_key);
    assert.ok(keys.includes(`refund:${s.clinicPaymentUid}:2`));
    assert.ok(!keys.includes(`refund:${s.clinicPaymentUid}:1`), 'the first attempt made no refund');
  });
});
