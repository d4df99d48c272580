/** What the payment provider needs to refund part or all of a charge. */
export interface RefundRequest {
  /** The provider's charge id (Stripe `ch_...`); the ledger accepts a missing one. */
  chargeId: string | null;
  /** Our payment's transaction id, for the ledger and the provider's metadata. */
  transactionId: string;
  amountCents: number;
  reason: string;
  /**
   * From the payment and the attempt (refund-attempts.ts): the same key for a retried request
   * makes the provider refund once, and finds the refund again after a crash.
   */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  amountCents: number;
}

/** Which refund to look for: the attempt's key on the payment's charge. */
export type RefundLookup = Pick<RefundRequest, 'chargeId' | 'transactionId' | 'idempotencyKey'>;

/** Where refunds go: a local ledger by default, Stripe when a secret key is configured. */
export interface PaymentGateway {
  readonly name: 'ledger' | 'stripe';
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The refund made under this idempotency key, or null when the provider holds none (or only a
   * failed one): how a refund left under way by a crash is finished or released.
   */
  findRefund(lookup: RefundLookup): Promise<RefundResult | null>;
}

/**
 * The provider refused or could not be reached; `message` is safe to show the administrator.
 * `settled` says the provider certainly made no refund (it refused the request); when false (no
 * answer, a timeout, a server error) it may have, and only asking it later tells.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly settled = true,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
