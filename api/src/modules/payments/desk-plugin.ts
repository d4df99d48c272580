import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { gatewayFromEnv } from './gateway/index.js';
import { createRefundDesk, type RefundDesk } from './refund-desk.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's refunds: the gateway, the attempts in hand, the recovery pass (refund-desk.ts). */
    refundDesk: RefundDesk;
  }
}

/**
 * One refund desk per process, shared by the refund route (which settles a retried payment's
 * attempt on the spot) and the background work (which runs the recovery pass on a timer, in the
 * processes whose ROLE runs it). Stripe when STRIPE_SECRET_KEY is set, else the local ledger.
 */
export const refundDeskPlugin = fp(
  async (app: FastifyInstance) => {
    const desk = createRefundDesk({
      sql: app.database,
      gateway: gatewayFromEnv(app.database),
      log: app.log,
      leaseSeconds: app.config.refundLeaseSeconds,
    });
    app.decorate('refundDesk', desk);
    app.addHook('onClose', async () => desk.stop());
  },
  { name: 'refund-desk', fastify: '5.x', dependencies: ['db'] },
);
