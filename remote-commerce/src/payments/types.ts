// The answers of GET /user/payments and POST /payments/refund/{paymentId}, named from the API's
// generated types. Each row is one charge (a visit's or an extended call's) with its appointment;
// money in dollars, dates ISO UTC.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type PaymentList = ApiAnswer<'/api/user/payments', 'get'>;
/** A payment; `appointment` comes when asked for (populate). The API names the list `appointments`. */
export type PaymentRow = PaymentList['appointments'][number];
/** With totals=1: the totals of every matching payment (dollars), computed by the API. */
export type PaymentTotals = NonNullable<PaymentList['totals']>;

/** The refund's body as the refund form sends it. */
export interface RefundBody {
  type: 'full_refund' | 'partial_refund';
  /** Dollars. */
  amount: number;
  reason: string;
}

export type RefundAnswer = ApiAnswer<'/api/payments/refund/{paymentId}', 'post'>;
