import { formatCents } from '@telehealth/shared/format';
import {
  DetailList,
  SectionCard,
  SimpleGrid,
  Stack,
  StatusBadge,
  toneForStatus,
} from '@telehealth/shared/ui';
import { RefundDetails } from '../../payments/refund-details/RefundDetails';
import { appointmentPayments, maskCard, type PayoutShare, paymentStatusLabel } from '../money';
import type { AppointmentDetail, PaymentStatus } from '../types';

export interface PaymentCardsProps {
  appointment: AppointmentDetail;
  paymentStatus: PaymentStatus | null;
}

/** What one side receives of the consultation: its service fee and total. */
function FeeCard({ title, share }: { title: string; share: PayoutShare }) {
  return (
    <SectionCard title={title}>
      <DetailList
        columns={2}
        items={[
          { label: 'Service Fee', value: formatCents(share.serviceFee) },
          { label: 'Total', value: formatCents(share.total) },
        ]}
      />
    </SectionCard>
  );
}

/** Payment Details, Payment to Doctor, Payment to the platform and Payment Status. */
export function PaymentCards({ appointment, paymentStatus }: PaymentCardsProps) {
  const { main, details, doctor, platform } = appointmentPayments(appointment);
  const status = paymentStatusLabel(paymentStatus ?? main?.status, main?.refund_id);
  return (
    <Stack gap="4">
      <SectionCard title="Payment Details">
        <DetailList
          columns={3}
          items={[
            { label: 'Total Consultation Fee', value: formatCents(details.consultationFee) },
            { label: 'Card Processor Commission', value: formatCents(details.processorCommission) },
            { label: 'Total Paid', value: formatCents(details.totalPaid) },
            { label: 'Extended Video Calls', value: String(details.extendedCount) },
            { label: 'Extended Video Call Amount', value: formatCents(details.extendedAmount) },
            { label: 'Grand Total Paid', value: formatCents(details.grandTotalPaid) },
          ]}
        />
      </SectionCard>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FeeCard title="Payment to Doctor" share={doctor} />
        <FeeCard title="Payment to the platform" share={platform} />
      </SimpleGrid>
      <SectionCard title="Payment Status">
        <DetailList
          columns={3}
          items={[
            { label: 'Status', value: <StatusBadge label={status} tone={toneForStatus(status)} /> },
            { label: 'Transaction ID', value: main?.transaction_id },
            { label: 'Card', value: maskCard(main?.last4) },
          ]}
        />
      </SectionCard>
      {appointment.transactions
        .filter((payment) => payment.refund_id)
        .map((payment) => (
          <SectionCard
            key={payment.uid}
            title={payment.type === 'extended' ? 'Refund (extended call payment)' : 'Refund'}
          >
            <RefundDetails payment={payment} />
          </SectionCard>
        ))}
    </Stack>
  );
}
