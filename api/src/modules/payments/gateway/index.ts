import type { Sql } from '../../../db/client.js';
import { LedgerGateway } from './ledger-gateway.js';
import { StripeGateway } from './stripe-gateway.js';
import type { PaymentGateway } from './types.js';

export { GatewayError } from './types.js';
export type { PaymentGateway, RefundLookup, RefundRequest, RefundResult } from './types.js';
export { LedgerGateway, StripeGateway };

/**
 * Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE points the SDK at another origin, e.g. a
 * stand-in), the local ledger (in `sql`'s database) otherwise.
 */
export function gatewayFromEnv(sql: Sql, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return new LedgerGateway(sql);
  return new StripeGateway({ secretKey, apiBase: env.STRIPE_API_BASE?.trim() || null });
}
