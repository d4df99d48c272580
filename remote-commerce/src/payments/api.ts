// All data access of the payments page and the Refund dialog.
import { api } from '@telehealth/shared/api';
import type { SortState } from '@telehealth/shared/ui';
import { dayRange, PAGE_SIZE, toApiSort } from '../common/list-query';
import type { PaymentList, RefundAnswer, RefundBody } from './types';

export type PaymentStatusFilter = '' | 'success' | 'refunded';

export interface PaymentListFilters {
  page: number;
  search: string;
  /** yyyy-MM-dd: the appointments booked that day, in the admin's zone. */
  date: string;
  doctor: string;
  status: PaymentStatusFilter | string;
  sort: SortState;
  pageSize?: number;
}

/** Successful charges only; Success has no refund id, Refunded has one. */
export function paymentWhere({
  date,
  doctor,
  status,
}: Pick<PaymentListFilters, 'date' | 'doctor' | 'status'>) {
  const where: Record<string, unknown> = { status: 'succeeded' };
  if (status === 'success') where.refund_id = null;
  if (status === 'refunded') where.refund_id = { '!=': null };
  if (doctor) where['appointment.doctor_id'] = doctor;
  const range = dayRange(date);
  if (range) where['appointment.created_at'] = range;
  return where;
}

export function fetchPayments(filters: PaymentListFilters, signal?: AbortSignal) {
  const pageSize = filters.pageSize ?? PAGE_SIZE;
  return api.get<PaymentList>('/user/payments', {
    signal,
    searchParams: {
      where: paymentWhere(filters),
      search: filters.search.trim() || undefined,
      sort: toApiSort(filters.sort),
      offset: filters.page * pageSize,
      limit: pageSize,
      populate: ['appointment', 'appointment.user', 'appointment.doctor'],
    },
  });
}

/** Refunds a payment once; the server checks every rule again and refuses a second refund. */
export function refundPayment(paymentUid: string, body: RefundBody) {
  return api.post<RefundAnswer>(`/payments/refund/${encodeURIComponent(paymentUid)}`, body);
}
