import { createHash } from 'node:crypto';
import type { Sql } from '../../../db/client.js';
import { faultPoint } from '../../../lib/fault-points.js';
import type { PaymentGateway, RefundLookup, RefundRequest, RefundResult } from './types.js';

/**
 * The default gateway when no provider is configured (demo, development, tests): no money moves,
 * and the ledger keeps its own record of the refunds it made (ledger_refunds), as a processor
 * would, one per idempotency key: a retried request answers the same refund, and a refund a crash
 * left unrecorded on the payment is found again.
 */
export class LedgerGateway implements PaymentGateway {
  readonly name = 'ledger' as const;

  constructor(private readonly sql: Sql) {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
    await this.sql.query(
      `insert into ledger_refunds (idempotency_key, refund_id, transaction_id, amount_cents)
       values ($1, $2, $3, $4) on conflict (idempotency_key) do nothing`,
      [request.idempotencyKey, `re_ledger_${digest}`, request.transactionId, request.amountCents],
    );
    // The refund is made but its answer has not reached the caller.
    await faultPoint('refund.in-gateway');
    const found = await this.findRefund(request);
    if (!found) throw new Error('the ledger lost a refund it just recorded');
    return found;
  }

  async findRefund(lookup: RefundLookup): Promise<RefundResult | null> {
    const [row] = await this.sql.query<{ refund_id: string; amount_cents: number }>(
      'select refund_id, amount_cents from ledger_refunds where idempotency_key = $1',
      [lookup.idempotencyKey],
    );
    return row ? { refundId: row.refund_id, amountCents: Number(row.amount_cents) } : null;
  }
}
