import { createHash } from 'node:crypto';
import type { PaymentGateway, RefundRequest, RefundResult } from './types.js';

/**
 * The default gateway when no provider is configured (demo, development, tests): the refund is
 * recorded only in our own ledger, the transactions table. The refund id derives from the
 * idempotency key, so a retried request answers the same id.
 */
export class LedgerGateway implements PaymentGateway {
  readonly name = 'ledger' as const;

  async refund(request: RefundRequest): Promise<RefundResult> {
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
    return { refundId: `re_ledger_${digest}`, amountCents: request.amountCents };
  }
}
