import { usePermission } from '@telehealth/shared/session';
import { doctorName, formatCents, formatDollars, formatTimestamp, fullName } from '@telehealth/shared/format';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Link,
  StatusBadge,
  Text,
  toneForStatus,
} from '@telehealth/shared/ui';
import type { SortState } from '@telehealth/shared/url';
import { Link as RouterLink } from 'react-router-dom';
import { refundSplit } from '../../appointments/money';
import { appointmentDetailUrl } from '../../appointments/urls';
import type { PaymentRow } from '../types';
import { PaymentSortField } from '../urls';

/**
 * Under a refunded amount: 'Partial · kept $134.55' for a partial refund, 'Full' for a full one, so
 * the two are told apart while the Status column keeps its 'Refunded'.
 */
export function refundNote(row: PaymentRow): string | null {
  const split = refundSplit(row);
  if (!split) return null;
  return split.partial ? `Partial · kept ${formatCents(split.kept)}` : 'Full';
}

/** The Status column: Refunded once a refund id exists, else Success. */
export function paymentRowStatus(row: Pick<PaymentRow, 'refund_id'>): 'Success' | 'Refunded' {
  return row.refund_id ? 'Refunded' : 'Success';
}

function columns(
  onRefund: (row: PaymentRow) => void,
  onShowRefund?: (row: PaymentRow) => void,
  mayRefund = true,
): DataTableColumn<PaymentRow>[] {
  return [
    {
      key: 'appt_id',
      header: 'Appointment ID',
      sortField: PaymentSortField.appointmentId,
      render: (row) =>
        row.appointment ? (
          <Link asChild color="teal.fg" fontWeight="semibold">
            <RouterLink to={appointmentDetailUrl(row.appointment.uid)}>{row.appointment.appt_id}</RouterLink>
          </Link>
        ) : (
          '-'
        ),
    },
    {
      key: 'date',
      header: 'Transaction Date',
      sortField: PaymentSortField.transactionDate,
      // The date and the time may take two lines on a small laptop.
      render: (row) => formatTimestamp(row.created_at),
    },
    {
      key: 'transaction_id',
      header: 'Transaction ID',
      // A processor's id is long: shown cut with an ellipsis (the whole id in its title, and copied whole).
      render: (row) =>
        row.transaction_id ? (
          <Text truncate maxWidth="16ch" title={row.transaction_id}>
            {row.transaction_id}
          </Text>
        ) : (
          '-'
        ),
    },
    { key: 'patient', header: 'Patient Name', render: (row) => fullName(row.appointment?.user) },
    { key: 'doctor', header: 'Doctor Name', render: (row) => doctorName(row.appointment?.doctor) },
    {
      key: 'doctor_share',
      header: 'Doctor ($)',
      hiddenByDefault: true,
      align: 'end',
      render: (row) => formatDollars(row.destination_amount),
    },
    {
      key: 'platform_share',
      header: 'platform ($)',
      hiddenByDefault: true,
      align: 'end',
      render: (row) => formatDollars(row.application_amount),
    },
    {
      key: 'total',
      header: 'Total Amount',
      align: 'end',
      sortField: PaymentSortField.totalAmount,
      render: (row) => formatDollars(row.collected_amount),
    },
    {
      key: 'extended',
      header: 'Extended',
      hiddenByDefault: true,
      render: (row) => (row.type === 'extended' ? 'Yes' : 'No'),
    },
    {
      key: 'refund',
      header: 'Refund',
      render: (row) =>
        row.refund_id ? (
          <>
            {onShowRefund ? (
              <Button
                size="xs"
                variant="plain"
                colorPalette="teal"
                paddingInline="0"
                title="Refund details"
                onClick={() => onShowRefund(row)}
              >
                {formatDollars(row.refund_amount)}
              </Button>
            ) : (
              formatDollars(row.refund_amount)
            )}
            {/* Wraps under the amount ("Partial ·" / "kept $X") inside its cell, never into Status. */}
            <Text textStyle="xs" color="fg.muted" maxWidth="9ch">
              {refundNote(row)}
            </Text>
          </>
        ) : mayRefund ? (
          <Button size="xs" colorPalette="red" variant="outline" onClick={() => onRefund(row)}>
            Refund
          </Button>
        ) : (
          '-'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      sortField: PaymentSortField.paymentStatus,
      render: (row) => {
        const label = paymentRowStatus(row);
        return <StatusBadge label={label} tone={toneForStatus(label)} />;
      },
    },
  ];
}

export interface PaymentTableProps {
  rows: PaymentRow[];
  loading: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onRefund: (row: PaymentRow) => void;
  /** Opens a refunded payment's refund details (reason, type, amount, date, admin) and history. */
  onShowRefund?: (row: PaymentRow) => void;
}

export function PaymentTable({
  rows,
  loading,
  sort,
  onSortChange,
  onRefund,
  onShowRefund,
}: PaymentTableProps) {
  // Refund is offered only to a role that may refund (the API refuses the others anyway).
  const mayRefund = usePermission('payments.refund');
  return (
    <DataTable
      columns={columns(onRefund, onShowRefund, mayRefund)}
      rows={rows}
      rowKey={(row) => row.uid}
      loading={loading}
      sort={sort}
      onSortChange={onSortChange}
      layout="payments"
    />
  );
}
