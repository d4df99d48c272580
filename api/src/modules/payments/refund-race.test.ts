import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { buildTestAppWithGateway, type TestApp } from '../../test/helper.js';
import { insertSample, type Sample, signIn } from '../../test/appointment-samples.js';

/**
 * A payment gateway stand-in (Stripe's refund call) that holds every refund it is asked for until
 * each of the `expected` requests has either reached it or been answered: all of them are then in
 * flight together, past the point where they claim the payment, on PGlite as on PostgreSQL.
 */
function heldGateway() {
  const refunds: { amount: number; key: string | undefined }[] = [];
  let expected = Number.POSITIVE_INFINITY;
  let answered = 0;
  let open: () => void = () => undefined;
  let opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const check = () => {
    if (refunds.length + answered >= expected) open();
  };
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || !request.url?.startsWith('/v1/refunds')) {
      // Asked what became of a refund (the recovery path): none was made under that key.
      response.end(JSON.stringify({ object: 'list', data: [], has_more: false }));
      return;
    }
    const form = new URLSearchParams(body);
    refunds.push({ amount: Number(form.get('amount')), key: request.headers['idempotency-key'] as string });
    const id = `re_held_${refunds.length}`;
    check();
    await opened;
    response.end(
      JSON.stringify({ id, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' }),
    );
  });
  return {
    server,
    refunds,
    /** Sends `count` requests at once, the gateway held until every one has claimed or been answered. */
    async race<T>(count: number, send: (index: number) => Promise<T>): Promise<T[]> {
      refunds.length = 0;
      answered = 0;
      expected = count;
      opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return Promise.all(
        Array.from({ length: count }, (_, index) =>
          send(index).then((answer) => {
            answered += 1;
            check();
            return answer;
          }),
        ),
      );
    },
  };
}

describe('simultaneous refunds of one payment, held at the gateway until every request has claimed', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let s: Sample;
  const gateway = heldGateway();

  before(async () => {
    t = await buildTestAppWithGateway(gateway.server);
    auth = await signIn(t.app);
    s = await insertSample(t.app);
  });
  after(async () => {
    await t.close();
    gateway.server.close();
  });

  const refund = (uid: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/payments/refund/${uid}`, headers: auth, payload });

  /** What the payment's refund left behind: attempts, the refund on the payment, audit entries. */
  async function traces(paymentUid: string) {
    const attempts = await t.database.query<{ state: string; amount_cents: number }>(
      `select a.state, a.amount_cents from refund_attempts a join transactions p on p.id = a.transaction_id
        where p.uid = $1`,
      [paymentUid],
    );
    const [payment] = await t.database.query<{
      refund_id: string | null;
      refund_amount_cents: number | null;
    }>('select refund_id, refund_amount_cents from transactions where uid = $1', [paymentUid]);
    const audits = await t.database.query<{ details: { refund_id: string } }>(
      "select details from audit_log where action = 'payment.refund' and target_uid = $1",
      [paymentUid],
    );
    return { attempts, payment, audits };
  }

  test('five full refunds at once: one refund at the gateway, one attempt, one refund recorded, one audit entry', async () => {
    const body = { type: 'full_refund', amount: '154.65', reason: 'Doctor did not join' };
    const answers = await gateway.race(5, () => refund(s.extendedPaymentUid, body));
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      assert.equal(res.json().message, 'A refund of this payment is already under way');
    }
    assert.equal(gateway.refunds.length, 1, 'one refund asked of the gateway');
    assert.equal(gateway.refunds[0].amount, 15465);
    const { attempts, payment, audits } = await traces(s.extendedPaymentUid);
    assert.deepEqual(attempts, [{ state: 'succeeded', amount_cents: 15465 }]);
    assert.deepEqual(payment, { refund_id: 're_held_1', refund_amount_cents: 15465 });
    assert.equal(audits.length, 1);
    assert.equal(audits[0].details.refund_id, 're_held_1');
  });

  test('partial refunds racing a full one: one refund at the gateway, one attempt, one refund recorded, one audit entry', async () => {
    const full = { type: 'full_refund', reason: 'Doctor did not join' };
    const partial = (amount: string) => ({ type: 'partial_refund', amount, reason: 'Goodwill' });
    const bodies = [partial('10.00'), full, partial('20.00'), partial('30.00'), partial('40.00')];
    const answers = await gateway.race(bodies.length, (index) => refund(s.videoPaymentUid, bodies[index]));
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 409, 409, 409, 409]);
    assert.equal(gateway.refunds.length, 1, 'one refund asked of the gateway');
    const made = gateway.refunds[0].amount;
    const winner = answers.find((res) => res.statusCode === 200)!;
    assert.equal(winner.json().data.payment.refund_id, 're_held_1');
    const { attempts, payment, audits } = await traces(s.videoPaymentUid);
    assert.deepEqual(attempts, [{ state: 'succeeded', amount_cents: made }]);
    assert.deepEqual(payment, { refund_id: 're_held_1', refund_amount_cents: made });
    assert.equal(audits.length, 1);
  });
});
