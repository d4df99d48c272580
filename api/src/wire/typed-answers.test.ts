import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { envelopeSchema, ok } from './envelope.js';
import { dollars, exact, textEnum, uid } from './exact-shapes.js';
import { getByUid, typedRoutes } from './typed-routes.js';

const payout = exact({ uid, amount: dollars, state: textEnum(['pending', 'paid']) });
const schema = { response: { 200: envelopeSchema(exact({ payout })) } } as const;
const PAID = { uid: '6f1c2a4e-0b7d-4c55-9a0e-1d2f3a4b5c6d', amount: '12.50', state: 'paid' as const };

/**
 * A route's response schema types what its handler may return, so a wrong answer fails `pnpm
 * typecheck` rather than the serializer at run time: each `@ts-expect-error` below is an answer
 * tsc must refuse (were it accepted, the directive itself would fail the typecheck). A field the
 * schema does not name beside the promised ones is not a type error: the serializer leaves it out.
 */
function registerRoutes() {
  const app = typedRoutes(Fastify());
  app.get('/payout', { schema }, async () => ok({ payout: PAID }));
  // @ts-expect-error the schema's `payout` is missing: the field is misspelt
  app.get('/misspelt', { schema }, async () => ok({ payoutz: PAID }));
  // @ts-expect-error `amount` is money as text ('12.50'), not a number
  app.get('/wrong-type', { schema }, async () => ok({ payout: { ...PAID, amount: 1250 } }));
  // @ts-expect-error `state` is one of the schema's values
  app.get('/not-in-enum', { schema }, async () => ok({ payout: { ...PAID, state: 'refunded' } }));
  // @ts-expect-error `state` is promised: an answer without it is refused
  app.get('/missing', { schema }, async () => ok({ payout: { uid: PAID.uid, amount: PAID.amount } }));
  getByUid(
    app,
    '/payouts/:uid',
    { permission: 'payments.view', tags: ['payouts'], summary: 'One payout', data: exact({ payout }) },
    async () => ({ payout: PAID }),
  );
  getByUid(
    app,
    '/payouts-wrong/:uid',
    { permission: 'payments.view', tags: ['payouts'], summary: 'One payout', data: exact({ payout }) },
    // @ts-expect-error a by-uid read is held to its `data` schema too
    async () => ({ payout: { ...PAID, amount: null } }),
  );
  return app;
}

describe('answers typed by their schemas', () => {
  it('a handler that answers what its schema promises is served as declared', async () => {
    const app = registerRoutes();
    try {
      const res = await app.inject({ method: 'GET', url: '/payout' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: 200, message: 'Success', data: { payout: PAID } });
    } finally {
      await app.close();
    }
  });
});
