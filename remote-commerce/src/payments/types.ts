// The shapes GET /user/payments and POST /payments/refund/{paymentId} answer. Each row is one charge
// (a visit's or an extended call's) with its appointment; money in dollars, dates ISO UTC.
import type { AppointmentSummary, Transaction } from '../appointments/types';

export interface PaymentRow extends Transaction {
  appointment: AppointmentSummary | null;
}

export interface PaymentList {
  /** The API names the list's items `appointments`, though each is a payment. */
  appointments: PaymentRow[];
  count: number;
  limit: number;
  /** With a date range: the totals of every matching payment (dollars), computed by the API. */
  totals?: PaymentTotals;
}

export interface PaymentTotals {
  collected: string;
  refunded: string;
  net: string;
  count: number;
  refunded_count: number;
}

export interface RefundBody {
  type: 'full_refund' | 'partial_refund';
  /** Dollars. */
  amount: number;
  reason: string;
}

export interface RefundAnswer {
  payment: PaymentRow;
}
