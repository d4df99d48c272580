// All data access of the payments page and the Refund dialog.
import { api, fetchListPage, listParams } from '@telehealth/shared/api';
import type { SortState } from '@telehealth/shared/url';
import { dayRangeWhere, formatDollars } from '@telehealth/shared/format';
import type { PaymentList, RefundAnswer, RefundBody } from './types';

export type PaymentStatusFilter = '' | 'success' | 'refunded';

export interface PaymentListFilters {
  page: number;
  search: string;
  /** yyyy-MM-dd days in the admin's zone, either may be '': the Transaction Date's range. */
  from: string;
  to: string;
  doctor: string;
  status: PaymentStatusFilter | string;
  sort: SortState;
  pageSize: number;
}

/** Successful charges only; Success has no refund id, Refunded has one. */
export function paymentWhere({
  from,
  to,
  doctor,
  status,
}: Pick<PaymentListFilters, 'from' | 'to' | 'doctor' | 'status'>) {
  const where: Record<string, unknown> = { status: 'succeeded' };
  if (status === 'success') where.refund_id = null;
  if (status === 'refunded') where.refund_id = { '!=': null };
  if (doctor) where['appointment.doctor_id'] = doctor;
  const range = dayRangeWhere(from, to);
  if (range) where.created_at = range;
  return where;
}

/** What the list asks for besides its page: the same for the page and for its export. */
export function paymentListParams(filters: Omit<PaymentListFilters, 'page' | 'pageSize'>) {
  return listParams(paymentWhere(filters), filters);
}

/** The page, and with a date range the range's totals (collected, refunded, net, count) in the same answer. */
export function fetchPayments(filters: PaymentListFilters, signal?: AbortSignal) {
  const params = {
    ...paymentListParams(filters),
    populate: ['appointment', 'appointment.user', 'appointment.doctor'],
    totals: filters.from || filters.to ? 1 : undefined,
  };
  return fetchListPage<PaymentList>('/user/payments', params, filters, signal);
}

/**
 * Refunds a payment once; the server checks every rule again and refuses a second refund. A large
 * refund may need a fresh second-factor proof: the dialog then names it ('Refund $514.80 on APT1…').
 */
export function refundPayment(paymentUid: string, body: RefundBody, appointmentId?: string) {
  const what = `Refund ${formatDollars(body.amount)}${appointmentId ? ` on ${appointmentId}` : ''}`;
  return api.post<RefundAnswer>(`/payments/refund/${encodeURIComponent(paymentUid)}`, body, {
    stepUp: { action: what, why: 'refunds above the policy’s amount need a fresh code' },
  });
}
