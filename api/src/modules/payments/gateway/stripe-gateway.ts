import Stripe from 'stripe';
import { GatewayError, type PaymentGateway, type RefundRequest, type RefundResult } from './types.js';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Another API origin (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string | null;
}

/** Refunds through Stripe with the official SDK. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor({ secretKey, apiBase }: StripeGatewayOptions) {
    const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
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
          metadata: { transaction_id: request.transactionId, reason: request.reason.slice(0, 500) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new GatewayError('The card processor declined the refund');
      }
      return { refundId: refund.id, amountCents: refund.amount };
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      if (error instanceof Stripe.errors.StripeError) {
        // Card and request errors carry a message meant for people; connection and auth errors do not.
        const shown =
          error.type === 'StripeInvalidRequestError' || error.type === 'StripeCardError'
            ? error.message
            : 'The card processor could not be reached. Please try again.';
        throw new GatewayError(shown);
      }
      throw new GatewayError('The card processor could not be reached. Please try again.');
    }
  }
}
