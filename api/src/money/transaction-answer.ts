import type { transactions } from '../db/schema/index.js';
import { toIso } from '../time/iso.js';
import { dollars } from './dollars.js';

/** What a payment answer is made of (a transactions row, or the same fields as JSON). */
export type TransactionFields = Pick<
  typeof transactions.$inferSelect,
  | 'uid'
  | 'transactionId'
  | 'chargeId'
  | 'last4'
  | 'status'
  | 'type'
  | 'refundId'
  | 'refundAmountCents'
  | 'refundType'
  | 'refundReason'
  | 'collectedAmountCents'
  | 'destinationAmountCents'
  | 'applicationAmountCents'
  | 'handlingChargeCents'
> & {
  refundedAt: Date | string | null;
  createdAt: Date | string;
  /** The name of the administrator who refunded (admins.full_name), when refunded. */
  refundedByName: string | null;
};

export function transactionAnswer(row: TransactionFields) {
  return {
    uid: row.uid,
    transaction_id: row.transactionId,
    charge_id: row.chargeId,
    last4: row.last4,
    status: row.status,
    type: row.type,
    refund_id: row.refundId,
    refund_amount: dollars(row.refundAmountCents),
    refund_type: row.refundType,
    refund_reason: row.refundReason,
    refunded_at: toIso(row.refundedAt),
    refunded_by: row.refundedByName ?? null,
    collected_amount: dollars(row.collectedAmountCents),
    destination_amount: dollars(row.destinationAmountCents),
    application_amount: dollars(row.applicationAmountCents),
    handling_charge: dollars(row.handlingChargeCents),
    created_at: toIso(row.createdAt),
  };
}
