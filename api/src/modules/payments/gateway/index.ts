import { LedgerGateway } from './ledger-gateway.js';
import { StripeGateway } from './stripe-gateway.js';
import type { PaymentGateway } from './types.js';

export { GatewayError } from './types.js';
export type { PaymentGateway, RefundRequest, RefundResult } from './types.js';
export { LedgerGateway, StripeGateway };

/**
 * Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE points the SDK at another origin, e.g. a
 * stand-in), the local ledger otherwise.
 */
export function gatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return new LedgerGateway();
  return new StripeGateway({ secretKey, apiBase: env.STRIPE_API_BASE?.trim() || null });
}
