import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { migrate } from '../../../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helper.js';
import { GatewayError, gatewayFromEnv, LedgerGateway, StripeGateway } from './index.js';

interface Received {
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

interface StoredRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  status: string;
  metadata: Record<string, string>;
}

/**
 * A small stand-in for Stripe's refunds endpoints: refunds ch_ok (once per idempotency key),
 * refuses any other charge, answers 500 for ch_broken, and lists a charge's refunds.
 */
async function startStandIn() {
  const received: Received[] = [];
  const refunds = new Map<string, StoredRefund>();
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    received.push({ path: request.url ?? '', auth: request.headers.authorization, idempotencyKey, form });
    response.setHeader('content-type', 'application/json');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/v1/refunds') {
      const data = [...refunds.values()].filter((r) => r.charge === url.searchParams.get('charge'));
      response.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/refunds' }));
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/refunds') {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
      return;
    }
    if (form.get('charge') === 'ch_broken') {
      response.statusCode = 500;
      response.end(
        JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on our end' } }),
      );
      return;
    }
    if (form.get('charge') !== 'ch_ok') {
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `No such charge: '${form.get('charge')}'` },
        }),
      );
      return;
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]] = value;
    }
    const refund = refunds.get(idempotencyKey ?? '') ?? {
      id: `re_${refunds.size + 1}`,
      object: 'refund' as const,
      amount: Number(form.get('amount')),
      charge: 'ch_ok',
      status: 'succeeded',
      metadata,
    };
    refunds.set(idempotencyKey ?? '', refund);
    response.end(JSON.stringify(refund));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, received, apiBase: `http://127.0.0.1:${port}` };
}

describe('payment gateways', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let testDb: TestDatabase;
  before(async () => {
    standIn = await startStandIn();
    testDb = await createTestDatabase();
    await migrate(testDb.database);
  });
  after(async () => {
    standIn.server.close();
    await testDb.drop();
  });

  test('the ledger refunds once per idempotency key, and finds that refund again by the key', async () => {
    const ledger = new LedgerGateway(testDb.database);
    const request = {
      chargeId: null,
      transactionId: 'txn_1',
      amountCents: 1234,
      reason: 'r',
      idempotencyKey: 'refund:1:abc',
    };
    assert.equal(await ledger.findRefund(request), null);
    const first = await ledger.refund(request);
    assert.match(first.refundId, /^re_ledger_[0-9a-f]{24}$/);
    assert.equal(first.amountCents, 1234);
    assert.deepEqual(await ledger.refund(request), first);
    assert.deepEqual(await ledger.findRefund(request), first);
    const rows = await testDb.database.query('select 1 from ledger_refunds where transaction_id = $1', [
      'txn_1',
    ]);
    assert.equal(rows.length, 1);
    assert.equal(await ledger.findRefund({ ...request, idempotencyKey: 'refund:1:other' }), null);
  });

  test('Stripe finds a refund again by the key in its metadata, and nothing for a key it never saw', async () => {
    const stripe = new StripeGateway({ secretKey: 'sk_test_standin', apiBase: standIn.apiBase });
    const made = await stripe.refund({
      chargeId: 'ch_ok',
      transactionId: 'txn_50',
      amountCents: 700,
      reason: 'r',
      idempotencyKey: 'refund:50:1',
    });
    assert.equal(standIn.received.at(-1)?.form.get('metadata[refund_key]'), 'refund:50:1');
    const lookup = { chargeId: 'ch_ok', transactionId: 'txn_50' };
    assert.deepEqual(await stripe.findRefund({ ...lookup, idempotencyKey: 'refund:50:1' }), made);
    assert.equal(await stripe.findRefund({ ...lookup, idempotencyKey: 'refund:50:2' }), null);
    assert.equal(await stripe.findRefund({ ...lookup, chargeId: null, idempotencyKey: 'refund:50:1' }), null);
  });

  test('a refusal is settled (no refund made); a server error or no answer is not', async () => {
    const stripe = new StripeGateway({ secretKey: 'sk_test_standin', apiBase: standIn.apiBase });
    const base = { transactionId: 't', amountCents: 1, reason: 'r' };
    await assert.rejects(
      stripe.refund({ ...base, chargeId: 'ch_missing', idempotencyKey: 'k-refused' }),
      (error: unknown) => error instanceof GatewayError && error.settled,
    );
    await assert.rejects(
      stripe.refund({ ...base, chargeId: 'ch_broken', idempotencyKey: 'k-broken' }),
      (error: unknown) => error instanceof GatewayError && !error.settled,
    );
  });

  test('Stripe gets the charge, the amount in cents, the metadata and the idempotency key', async () => {
    const stripe = new StripeGateway({ secretKey: 'sk_test_standin', apiBase: standIn.apiBase });
    const result = await stripe.refund({
      chargeId: 'ch_ok',
      transactionId: 'txn_42',
      amountCents: 5010,
      reason: 'Call cut short',
      idempotencyKey: 'refund:42:key',
    });
    assert.match(result.refundId, /^re_\d+$/);
    assert.equal(result.amountCents, 5010);
    const call = standIn.received.at(-1)!;
    assert.equal(call.path, '/v1/refunds');
    assert.equal(call.auth, 'Bearer sk_test_standin');
    assert.equal(call.idempotencyKey, 'refund:42:key');
    assert.equal(call.form.get('charge'), 'ch_ok');
    assert.equal(call.form.get('amount'), '5010');
    assert.equal(call.form.get('metadata[transaction_id]'), 'txn_42');
    assert.equal(call.form.get('metadata[reason]'), 'Call cut short');
  });

  test("Stripe's refusal becomes a GatewayError with its message", async () => {
    const stripe = new StripeGateway({ secretKey: 'sk_test_standin', apiBase: standIn.apiBase });
    await assert.rejects(
      stripe.refund({
        chargeId: 'ch_missing',
        transactionId: 'txn_43',
        amountCents: 100,
        reason: 'r',
        idempotencyKey: 'refund:43:key',
      }),
      (error: unknown) => error instanceof GatewayError && error.message === "No such charge: 'ch_missing'",
    );
  });

  test('a payment without a charge id cannot go to Stripe', async () => {
    const stripe = new StripeGateway({ secretKey: 'sk_test_standin', apiBase: standIn.apiBase });
    await assert.rejects(
      stripe.refund({ chargeId: null, transactionId: 't', amountCents: 1, reason: 'r', idempotencyKey: 'k' }),
      GatewayError,
    );
  });

  test('an unreachable Stripe is a GatewayError, not a crash', async () => {
    const stripe = new StripeGateway({ secretKey: 'sk_test_standin', apiBase: 'http://127.0.0.1:9' });
    await assert.rejects(
      stripe.refund({
        chargeId: 'ch_ok',
        transactionId: 't',
        amountCents: 1,
        reason: 'r',
        idempotencyKey: 'k2',
      }),
      (error: unknown) =>
        error instanceof GatewayError &&
        !error.settled &&
        error.message === 'The card processor could not be reached. Please try again.',
    );
  });

  test('the environment picks Stripe only when a secret key is set', () => {
    assert.equal(gatewayFromEnv(testDb.database, {}).name, 'ledger');
    assert.equal(gatewayFromEnv(testDb.database, { STRIPE_SECRET_KEY: '  ' }).name, 'ledger');
    assert.equal(gatewayFromEnv(testDb.database, { STRIPE_SECRET_KEY: 'sk_test_x' }).name, 'stripe');
  });
});
