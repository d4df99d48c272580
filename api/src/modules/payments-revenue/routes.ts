import type { FastifyInstance } from 'fastify';
import { counters, readCounter } from '../../lists/index.js';
import { centsToDollars } from '../../money/dollars.js';
import { envelopeSchema, ok } from '../../wire/envelope.js';
import { exact } from '../../wire/exact-shapes.js';
import { typedRoutes } from '../../wire/typed-routes.js';

/**
 * Lifetime revenue: what patients paid in succeeded payments, less what was refunded, in dollars.
 */
export async function paymentsRevenueRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/payments/revenue',
    {
      config: { permission: 'revenue.view', reads: 'replica' },
      schema: {
        tags: ['payments'],
        summary: 'Lifetime total paid (succeeded payments net of refunds), in dollars',
        response: {
          200: envelopeSchema(exact({ lifetime_total: { type: 'number' } })),
        },
      },
    },
    async () => {
      // Kept by a trigger on transactions (migrations 0200, 0420), so no scan of every payment.
      const cents = await readCounter(app.reads.db, counters.revenueCents());
      return ok({ lifetime_total: centsToDollars(cents) });
    },
  );
}
