import { formatCents } from '@telehealth/shared/format';
import {
  appointmentPayments,
  maskCard,
  paymentDetails,
  paymentStatusLabel,
  refundSplit,
  payoutShare,
  scaleByCalls,
} from './money';
import type { Transaction } from './types';

function transaction(overrides: Partial<Transaction>): Transaction {
  return {
    uid: 'pay-1',
    transaction_id: 'txn_1',
    charge_id: 'ch_1',
    last4: '4242',
    status: 'succeeded',
    type: 'normal',
    refund_id: null,
    refund_amount: null,
    refund_type: null,
    refund_reason: null,
    refunded_at: null,
    refunded_by: null,
    collected_amount: '154.65',
    destination_amount: '127.50',
    application_amount: '27.15',
    handling_charge: '4.65',
    created_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

describe('paymentDetails', () => {
  it('adds the card-processor commission to the consultation fee (no extended calls)', () => {
    // $150.00 + $4.65 = $154.65, nothing extended.
    expect(
      paymentDetails({ bookingAmount: 15000, handlingCharge: 465, extendedCount: 0, extendedCharges: [] }),
    ).toEqual({
      consultationFee: 15000,
      processorCommission: 465,
      totalPaid: 15465,
      extendedCount: 0,
      extendedAmount: 0,
      grandTotalPaid: 15465,
    });
  });

  it('charges the total paid again for each extended call when none was recorded', () => {
    // 2 × $154.65 = $309.30; grand total $154.65 + $309.30 = $463.95.
    const details = paymentDetails({
      bookingAmount: 15000,
      handlingCharge: 465,
      extendedCount: 2,
      extendedCharges: [],
    });
    expect(formatCents(details.extendedAmount)).toBe('$309.30');
    expect(formatCents(details.grandTotalPaid)).toBe('$463.95');
  });

  it('uses what the extended charges collected when they are recorded', () => {
    // $75.00 + $2.48 = $77.48; one extended charge of $77.48 → $154.96.
    const details = paymentDetails({
      bookingAmount: 7500,
      handlingCharge: 248,
      extendedCount: 1,
      extendedCharges: [7748],
    });
    expect(details.extendedAmount).toBe(7748);
    expect(formatCents(details.grandTotalPaid)).toBe('$154.96');
  });

  it('never loses a cent to floating point ($0.10 + $0.20 is $0.30)', () => {
    const details = paymentDetails({
      bookingAmount: 10,
      handlingCharge: 20,
      extendedCount: 0,
      extendedCharges: [],
    });
    expect(formatCents(details.totalPaid)).toBe('$0.30');
  });
});

describe('payoutShare and scaleByCalls', () => {
  it('scales a share by one plus the extended count', () => {
    // Doctor $127.50 × 3 = $382.50; platform $27.15 × 3 = $81.45.
    expect(payoutShare(12750, 2)).toEqual({ serviceFee: 12750, total: 38250 });
    expect(payoutShare(2715, 2)).toEqual({ serviceFee: 2715, total: 8145 });
    expect(payoutShare(2715, 0)).toEqual({ serviceFee: 2715, total: 2715 });
  });

  it('rounds to the cent and ignores a negative count', () => {
    expect(scaleByCalls(33.4, 1)).toBe(67);
    expect(scaleByCalls(1000, -1)).toBe(1000);
  });
});

describe('appointmentPayments', () => {
  it('computes every card of the detail from the wire dollars, extended call included', () => {
    const figures = appointmentPayments({
      booking_amount: '150.00',
      extended_count: 1,
      transactions: [
        transaction({}),
        transaction({ uid: 'pay-2', type: 'extended', collected_amount: '154.65', transaction_id: 'txn_2' }),
      ],
    });
    expect(figures.main?.uid).toBe('pay-1');
    expect(formatCents(figures.details.consultationFee)).toBe('$150.00');
    expect(formatCents(figures.details.processorCommission)).toBe('$4.65');
    expect(formatCents(figures.details.totalPaid)).toBe('$154.65');
    expect(figures.details.extendedCount).toBe(1);
    expect(formatCents(figures.details.extendedAmount)).toBe('$154.65');
    expect(formatCents(figures.details.grandTotalPaid)).toBe('$309.30');
    expect(formatCents(figures.doctor.total)).toBe('$255.00');
    expect(formatCents(figures.platform.total)).toBe('$54.30');
  });

  it('shows zeros when the appointment has no transaction yet', () => {
    const figures = appointmentPayments({ booking_amount: '80.00', extended_count: 0, transactions: [] });
    expect(figures.main).toBeUndefined();
    expect(formatCents(figures.details.totalPaid)).toBe('$80.00');
    expect(figures.doctor.total).toBe(0);
  });
});

describe('paymentStatusLabel', () => {
  it('says Refunded once a refund id exists, else the charge status', () => {
    expect(paymentStatusLabel('succeeded', 're_1')).toBe('Refunded');
    expect(paymentStatusLabel('succeeded', null)).toBe('Success');
    expect(paymentStatusLabel('failed', null)).toBe('Failed');
    expect(paymentStatusLabel('pending', null)).toBe('Pending');
    expect(paymentStatusLabel(null, null)).toBe('-');
  });
});

describe('maskCard', () => {
  it('shows only the last four digits', () => {
    expect(maskCard('4242')).toBe('**** **** **** 4242');
    expect(maskCard('4000056655665556')).toBe('**** **** **** 5556');
    expect(maskCard(null)).toBe('-');
    expect(maskCard('12')).toBe('-');
  });
});

describe('refundSplit', () => {
  const paid = { collected_amount: '154.65', refund_type: null, refund_id: null, refund_amount: null };

  it('is null for a payment not refunded', () => {
    expect(refundSplit(paid)).toBeNull();
  });

  it('tells a partial refund (part kept) from a full one (nothing kept), in cents', () => {
    expect(
      refundSplit({ ...paid, refund_id: 're_1', refund_amount: '20.10', refund_type: 'partial_refund' }),
    ).toEqual({ refunded: 2010, kept: 13455, partial: true });
    expect(
      refundSplit({ ...paid, refund_id: 're_2', refund_amount: '154.65', refund_type: 'full_refund' }),
    ).toEqual({ refunded: 15465, kept: 0, partial: false });
  });
});
