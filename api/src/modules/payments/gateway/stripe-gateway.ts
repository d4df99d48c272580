import Stripe from 'stripe';
import {
  GatewayError,
  type PaymentGateway,
  type RefundLookup,
  type RefundRequest,
  type RefundResult,
} from './types.js';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Another API origin (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string | null;
}

const UNREACHABLE = 'The card processor could not be reached. Please try again.';

/**
 * Stripe's refusals: the request was turned down, so no refund was made. Anything else (no
 * answer, a timeout, Stripe's own server error) leaves it open whether one was.
 */
const REFUSALS = new Set([
  'StripeInvalidRequestError',
  'StripeCardError',
  'StripeAuthenticationError',
  'StripePermissionError',
  'StripeRateLimitError',
  'StripeIdempotencyError',
]);

/** Refunds through Stripe with the official SDK. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor({ secretKey, apiBase }: StripeGatewayOptions) {
    // Two tries of 10 s at most: well inside the refund lease (REFUND_LEASE_SECONDS, 30 s), so the
    // recovery pass never asks about a refund whose request may still be on its way.
    const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000 };
    if (apiBase) {
      const url = new URL(apiBase);
      config.host = url.hostname;
      config.port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
      config.protocol = url.protocol === 'https:' ? 'https' : 'http';
    }
    this.stripe = new Stripe(secretKey, config);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.chargeId) throw new GatewayError('This payment has no card charge to refund');
    try {
      const refund = await this.stripe.refunds.create(
        {
          charge: request.chargeId,
          amount: request.amountCents,
          reason: 'requested_by_customer',
          metadata: {
            transaction_id: request.transactionId,
            refund_key: request.idempotencyKey,
            reason: request.reason.slice(0, 500),
          },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new GatewayError('The card processor declined the refund');
      }
      return { refundId: refund.id, amountCents: refund.amount };
    } catch (error) {
      throw asGatewayError(error);
    }
  }

  /**
   * The charge's refunds, looked through for the one carrying this attempt's key in its metadata
   * (Stripe keeps idempotency keys for a day only; metadata stays). A refund recorded before keys
   * were written to metadata is matched by our transaction id alone.
   */
  async findRefund(lookup: RefundLookup): Promise<RefundResult | null> {
    if (!lookup.chargeId) return null;
    try {
      let legacy: Stripe.Refund | null = null;
      for await (const refund of this.stripe.refunds.list({ charge: lookup.chargeId, limit: 100 })) {
        if (refund.status === 'failed' || refund.status === 'canceled') continue;
        if (refund.metadata?.refund_key === lookup.idempotencyKey) {
          return { refundId: refund.id, amountCents: refund.amount };
        }
        if (!refund.metadata?.refund_key && refund.metadata?.transaction_id === lookup.transactionId) {
          legacy ??= refund;
        }
      }
      return legacy && lookup.idempotencyKey.endsWith(':legacy')
        ? { refundId: legacy.id, amountCents: legacy.amount }
        : null;
    } catch (error) {
      throw asGatewayError(error);
    }
  }
}

function asGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    // Card and request errors carry a message meant for people; connection and auth errors do not.
    const shown =
      error.type === 'StripeInvalidRequestError' || error.type === 'StripeCardError'
        ? error.message
        : UNREACHABLE;
    return new GatewayError(shown, REFUSALS.has(error.type));
  }
  return new GatewayError(UNREACHABLE, false);
}
