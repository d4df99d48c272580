import type { FastifyInstance } from 'fastify';
import { centsToDollars } from '../../lib/money.js';
import { envelopeSchema, ok } from '../../plugins/envelope.js';

/**
 * Lifetime revenue: what patients paid in succeeded payments, less what was refunded, in dollars.
 */
export async function paymentsRevenueRoutes(app: FastifyInstance) {
  app.get(
    '/payments/revenue',
    {
      schema: {
        tags: ['payments'],
        summary: 'Lifetime total paid (succeeded payments net of refunds), in dollars',
        response: {
          200: envelopeSchema({ type: 'object', properties: { lifetime_total: { type: 'number' } } }),
        },
      },
    },
    async () => {
      // Kept by a trigger on transactions (migrations 0200, 0420: a starting row and its shards).
      const [row] = await app.database.query<{ cents: number }>(
        `select coalesce((select sum(value) from stat_counters
                           where name = 'revenue_cents' or name like 'revenue\\_cents#%'), 0)::bigint as cents`,
      );
      return ok({ lifetime_total: centsToDollars(row.cents) });
    },
  );
}
