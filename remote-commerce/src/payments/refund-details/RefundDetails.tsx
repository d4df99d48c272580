import { formatDollars, formatTimestamp } from '@telehealth/shared/format';
import { DetailList } from '@telehealth/shared/ui';
import type { Transaction } from '../../appointments/types';

const REFUND_TYPES: Record<string, string> = { full_refund: 'Full Refund', partial_refund: 'Partial Refund' };

/** A refunded payment's refund: reason, type, amount, date and the administrator who made it. */
export function RefundDetails({ payment }: { payment: Transaction }) {
  return (
    <DetailList
      columns={2}
      items={[
        { label: 'Refund Amount', value: formatDollars(payment.refund_amount) },
        {
          label: 'Refund Type',
          value: REFUND_TYPES[payment.refund_type ?? ''] ?? payment.refund_type ?? '-',
        },
        { label: 'Refunded On', value: formatTimestamp(payment.refunded_at ?? null) },
        { label: 'Refunded By', value: payment.refunded_by || '-' },
        { label: 'Reason', value: payment.refund_reason || '-' },
        { label: 'Refund ID', value: payment.refund_id || '-' },
      ]}
    />
  );
}
