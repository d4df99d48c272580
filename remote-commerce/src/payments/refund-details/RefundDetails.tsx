import { formatCents, formatDollars, formatTimestamp } from '@telehealth/shared/format';
import { DetailList } from '@telehealth/shared/ui';
import { refundSplit } from '../../appointments/money';
import type { Transaction } from '../../appointments/types';

const REFUND_TYPES: Record<string, string> = { full_refund: 'Full Refund', partial_refund: 'Partial Refund' };

/**
 * A refunded payment's refund: amount, type, what the payment keeps (so a partial refund reads as
 * one), date, the administrator who made it, reason and id.
 */
export function RefundDetails({ payment }: { payment: Transaction }) {
  const split = refundSplit(payment);
  return (
    <DetailList
      columns={2}
      items={[
        {
          label: 'Refund Amount',
          value: `${formatDollars(payment.refund_amount)} of ${formatDollars(payment.collected_amount)}`,
        },
        {
          label: 'Refund Type',
          value: REFUND_TYPES[payment.refund_type ?? ''] ?? payment.refund_type ?? '-',
        },
        { label: 'Net Kept', value: split ? formatCents(split.kept) : null },
        { label: 'Refunded On', value: formatTimestamp(payment.refunded_at ?? null) },
        { label: 'Refunded By', value: payment.refunded_by || '-' },
        { label: 'Reason', value: payment.refund_reason || '-' },
        { label: 'Refund ID', value: payment.refund_id || '-' },
      ]}
    />
  );
}
