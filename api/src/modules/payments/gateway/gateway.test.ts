import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { GatewayError, gatewayFromEnv, LedgerGateway, StripeGateway } from './index.js';

interface Received {
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** A small stand-in for Stripe's refunds endpoint: refunds ch_ok, refuses anything else. */
async function startStandIn() {
  const received: Received[] = [];
  const refunds = new Map<string, string>();
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    received.push({ path: request.url ?? '', auth: request.headers.authorization, idempotencyKey, form });
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== '/v1/refunds') {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
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
    const id = refunds.get(idempotencyKey ?? '') ?? `re_${refunds.size + 1}`;
    refunds.set(idempotencyKey ?? '', id);
    response.end(
      JSON.stringify({ id, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, received, apiBase: `http://127.0.0.1:${port}` };
}

describe('payment gateways', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  before(async () => {
    standIn = await startStandIn();
  });
  after(() => standIn.server.close());

  test('the ledger refunds locally, the same id for the same idempotency key', async () => {
    const ledger = new LedgerGateway();
    const request = {
      chargeId: null,
      transactionId: 'txn_1',
      amountCents: 1234,
      reason: 'r',
      idempotencyKey: 'refund:1:abc',
    };
    const first = await ledger.refund(request);
    assert.match(first.refundId, /^re_ledger_[0-9a-f]{24}$/);
    assert.equal(first.amountCents, 1234);
    assert.deepEqual(await ledger.refund(request), first);
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
    assert.equal(result.refundId, 're_1');
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
        error.message === 'The card processor could not be reached. Please try again.',
    );
  });

  test('the environment picks Stripe only when a secret key is set', () => {
    assert.equal(gatewayFromEnv({}).name, 'ledger');
    assert.equal(gatewayFromEnv({ STRIPE_SECRET_KEY: '  ' }).name, 'ledger');
    assert.equal(gatewayFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }).name, 'stripe');
  });
});
