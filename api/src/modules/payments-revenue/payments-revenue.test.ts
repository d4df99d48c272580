import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, buildTestApp, login, type TestApp } from '../../test/helper.js';

describe('GET /payments/revenue', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    headers = bearer((await login(t.app)).token);
  });
  after(() => t.close());

  test('0 with no payments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/revenue', headers });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, { lifetime_total: 0 });
  });

  test('succeeded payments less refunds, in dollars with cents', async () => {
    await t.database.exec(`
      insert into appointments (id, appt_id, booking_type, service_at_date, date_utc, total_cost_cents, booking_amount_cents)
        values (1, 'A1', 'video_visit', now(), now(), 0, 0);
      insert into transactions (appointment_id, appointment_created_at, transaction_id, status, collected_amount_cents,
          destination_amount_cents, application_amount_cents, refund_id, refund_amount_cents) values
        (1, now(), 't1', 'succeeded', 10050, 9000, 1050, null, null),
        (1, now(), 't2', 'succeeded', 5025, 4500, 525, 're_1', 1000),
        (1, now(), 't3', 'failed', 99900, 0, 0, null, null),
        (1, now(), 't4', 'pending', 12300, 0, 0, null, null);
    `);
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/revenue', headers });
    assert.deepEqual(res.json().data, { lifetime_total: 140.75 });

    // A refund, a payment that succeeds late and a removal move the total.
    await t.database.exec(`update transactions set refund_id = 're_2', refund_amount_cents = 50 where transaction_id = 't1';
      update transactions set status = 'succeeded' where transaction_id = 't4';
      delete from transactions where transaction_id = 't2';`);
    const later = await t.app.inject({ method: 'GET', url: '/api/payments/revenue', headers });
    assert.deepEqual(later.json().data, { lifetime_total: 100 + 123 });
  });

  test('401 without a token', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/payments/revenue' })).statusCode, 401);
  });
});
