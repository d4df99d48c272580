import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { ok } from '../../plugins/envelope.js';
import { parseListQuery } from '../../plugins/list-query.js';
import { requestTimeZone } from '../appointments/timezone.js';
import { gatewayFromEnv, type PaymentGateway } from './gateway/index.js';
import { createRefundDesk } from './refund-desk.js';
import { paymentListSpec } from './list-spec.js';
import { type RefundInput, validateRefund } from './refund-rules.js';
import { listPaymentsSchema, refundSchema } from './schemas.js';
import { listPayments, refundPayment } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PaymentRoutesOptions {
  /** Defaults to Stripe when STRIPE_SECRET_KEY is set, else the local ledger. */
  gateway?: PaymentGateway;
}

/** GET /user/payments and POST /payments/refund/{paymentId}. */
export async function paymentRoutes(app: FastifyInstance, opts: PaymentRoutesOptions = {}) {
  const desk = createRefundDesk({
    sql: app.database,
    gateway: opts.gateway ?? gatewayFromEnv(app.database),
    log: app.log,
    leaseSeconds: app.config.refundLeaseSeconds,
  });
  // Refunds a crash left under way are settled at start-up and then on a timer.
  app.addHook('onReady', async () => desk.start());
  app.addHook('onClose', async () => desk.stop());

  app.get('/user/payments', { schema: listPaymentsSchema }, async (request) => {
    const timeZone = requestTimeZone(request);
    const list = parseListQuery(request.query, paymentListSpec(timeZone));
    return ok(await listPayments(app, list, timeZone));
  });

  app.post<{ Params: { paymentId: string }; Body: RefundInput }>(
    '/payments/refund/:paymentId',
    { schema: refundSchema },
    async (request) => {
      const refund = validateRefund(request.body ?? {});
      if (!UUID.test(request.params.paymentId)) throw notFound('Payment not found');
      const answer = await refundPayment(app, request, desk, request.params.paymentId.toLowerCase(), refund);
      return ok(answer, 'Refund Success');
    },
  );
}
