import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { centsToDollars, dollars, dollarsToCents } from './dollars.js';
import { transactionAnswer } from './transaction-answer.js';

describe('money', () => {
  test('cents travel as dollars with two decimals', () => {
    assert.equal(dollars(2500), '25.00');
    assert.equal(dollars(5), '0.05');
    assert.equal(dollars(-1234), '-12.34');
    assert.equal(dollars(null), null);
    assert.equal(centsToDollars('1999'), 19.99);
    assert.equal(centsToDollars(null), 0);
  });

  test('typed dollars become cents, anything else is not an amount', () => {
    assert.equal(dollarsToCents('12.5'), 1250);
    assert.equal(dollarsToCents(3), 300);
    assert.equal(dollarsToCents('1.234'), null);
    assert.equal(dollarsToCents('ten'), null);
  });

  test('a payment as the wire carries it', () => {
    const answer = transactionAnswer({
      uid: 'u1',
      transactionId: 'pi_1',
      chargeId: 'ch_1',
      last4: '4242',
      status: 'succeeded',
      type: 'normal',
      refundId: 're_1',
      refundAmountCents: 1000,
      refundType: 'partial_refund',
      refundReason: 'Late start',
      refundedAt: '2026-01-02T03:04:05Z',
      refundedByName: 'Admin',
      collectedAmountCents: 2500,
      destinationAmountCents: 2000,
      applicationAmountCents: 500,
      handlingChargeCents: 0,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    assert.equal(answer.refund_amount, '10.00');
    assert.equal(answer.collected_amount, '25.00');
    assert.equal(answer.refunded_at, '2026-01-02T03:04:05.000Z');
    assert.equal(answer.refunded_by, 'Admin');
    assert.equal(answer.created_at, '2026-01-01T00:00:00.000Z');
  });
});
