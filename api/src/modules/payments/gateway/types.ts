/** What the payment provider needs to refund part or all of a charge. */
export interface RefundRequest {
  /** The provider's charge id (Stripe `ch_...`); the ledger accepts a missing one. */
  chargeId: string | null;
  /** Our payment's transaction id, for the ledger and the provider's metadata. */
  transactionId: string;
  amountCents: number;
  reason: string;
  /** The same key for a retried request makes the provider refund once. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  amountCents: number;
}

/** Where refunds go: a local ledger by default, Stripe when a secret key is configured. */
export interface PaymentGateway {
  readonly name: 'ledger' | 'stripe';
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The provider refused or could not be reached; `message` is safe to show the administrator. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}
