// The payment arithmetic of the appointment detail, in integer cents (never floating-point sums).
// Model: the patient pays the consultation fee plus the card processor's commission for the visit,
// and the same again for each extended video call; of each charge the doctor receives the
// destination share and the platform keeps the application share.
import { dollarsToCents } from '@telehealth/shared/format';
import type { PaymentStatus, Transaction } from './types';

export interface PaymentDetails {
  consultationFee: number;
  processorCommission: number;
  totalPaid: number;
  extendedCount: number;
  extendedAmount: number;
  grandTotalPaid: number;
}

export interface PayoutShare {
  serviceFee: number;
  total: number;
}

/** Cents from the wire's dollars; missing counts as 0. */
export function cents(amount: Parameters<typeof dollarsToCents>[0]): number {
  return dollarsToCents(amount) ?? 0;
}

/** An amount for the visit times (1 + extended calls), rounded to the cent. */
export function scaleByCalls(amountCents: number, extendedCount: number): number {
  return Math.round(amountCents * (1 + Math.max(0, extendedCount)));
}

/** The visit's own charge: the normal transaction, else the first one. */
export function mainTransaction(transactions: Transaction[]): Transaction | undefined {
  return transactions.find((transaction) => transaction.type === 'normal') ?? transactions[0];
}

/**
 * Payment Details. The extended amount is what the extended charges collected; when none were
 * recorded it is the visit's total paid for each extended call.
 */
export function paymentDetails(input: {
  bookingAmount: number;
  handlingCharge: number;
  extendedCount: number;
  extendedCharges: number[];
}): PaymentDetails {
  const extendedCount = Math.max(0, input.extendedCount);
  const totalPaid = input.bookingAmount + input.handlingCharge;
  const extendedAmount =
    input.extendedCharges.length > 0
      ? input.extendedCharges.reduce((sum, charge) => sum + charge, 0)
      : totalPaid * extendedCount;
  return {
    consultationFee: input.bookingAmount,
    processorCommission: input.handlingCharge,
    totalPaid,
    extendedCount,
    extendedAmount,
    grandTotalPaid: totalPaid + extendedAmount,
  };
}

/** Payment to Doctor or to the platform: the share of one visit, and that share for every call. */
export function payoutShare(shareCents: number, extendedCount: number): PayoutShare {
  return { serviceFee: shareCents, total: scaleByCalls(shareCents, extendedCount) };
}

/** Payment Status: Refunded once a refund id exists, else the charge's status. */
export function paymentStatusLabel(
  status: PaymentStatus | null | undefined,
  refundId: string | null | undefined,
) {
  if (refundId) return 'Refunded';
  if (status === 'succeeded') return 'Success';
  if (status === 'failed') return 'Failed';
  if (status === 'pending') return 'Pending';
  return '-';
}

/** The card as '**** **** **** 4242': only the last four digits are shown. */
export function maskCard(last4: string | null | undefined): string {
  const digits = (last4 ?? '').replace(/\D/g, '').slice(-4);
  return digits.length === 4 ? `**** **** **** ${digits}` : '-';
}

/** Every figure of the detail's payment cards, from the appointment and its transactions. */
export function appointmentPayments(appointment: {
  booking_amount: Parameters<typeof dollarsToCents>[0];
  extended_count: number;
  transactions: Transaction[];
}) {
  const main = mainTransaction(appointment.transactions);
  const extendedCount = Number(appointment.extended_count) || 0;
  const extendedCharges = appointment.transactions
    .filter((transaction) => transaction.type === 'extended' && transaction.status === 'succeeded')
    .map((transaction) => cents(transaction.collected_amount));
  return {
    main,
    details: paymentDetails({
      bookingAmount: cents(appointment.booking_amount),
      handlingCharge: cents(main?.handling_charge),
      extendedCount,
      extendedCharges,
    }),
    doctor: payoutShare(cents(main?.destination_amount), extendedCount),
    platform: payoutShare(cents(main?.application_amount), extendedCount),
  };
}

/** A refunded payment's split: what went back to the patient and what the payment still keeps. */
export interface RefundSplit {
  refunded: number;
  kept: number;
  /** Less than the whole payment went back (a partial refund). */
  partial: boolean;
}

/** The split of a refunded payment, in cents; null when it has not been refunded. */
export function refundSplit(
  payment: Pick<Transaction, 'refund_id' | 'refund_amount' | 'collected_amount' | 'refund_type'>,
): RefundSplit | null {
  if (!payment.refund_id) return null;
  const refunded = cents(payment.refund_amount);
  const kept = Math.max(0, cents(payment.collected_amount) - refunded);
  return { refunded, kept, partial: payment.refund_type === 'partial_refund' || kept > 0 };
}
