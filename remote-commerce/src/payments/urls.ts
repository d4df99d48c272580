export const PAYMENTS_PATH = '/admin/payments';

export enum PaymentSortField {
  appointmentId = 'appointment.appt_id',
  transactionDate = 'created_at',
  bookingAmount = 'collected_amount',
  paymentStatus = 'payment_status',
}

export const PAYMENT_FILTER_KEYS = ['search', 'date', 'doctor', 'status'] as const;

export function paymentListUrl(
  query: Partial<Record<(typeof PAYMENT_FILTER_KEYS)[number] | 'page', string>> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${PAYMENTS_PATH}?${search}` : PAYMENTS_PATH;
}
