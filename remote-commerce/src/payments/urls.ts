export const PAYMENTS_PATH = '/admin/payments';

/** The sorts GET /user/payments takes (the spec's four, the Transaction Date and the Total Amount shown). */
export enum PaymentSortField {
  appointmentId = 'appointment.appt_id',
  transactionDate = 'created_at',
  serviceDate = 'appointment.date_utc',
  bookingAmount = 'appointment.booking_amount',
  totalAmount = 'collected_amount',
  paymentStatus = 'payment_status',
}

/** The list's order when the URL names none: the Transaction Date column, newest first (spec 9). */
export const DEFAULT_PAYMENT_SORT = { field: PaymentSortField.transactionDate, direction: 'DESC' } as const;

export const PAYMENT_FILTER_KEYS = ['search', 'date', 'from', 'to', 'doctor', 'status'] as const;

export function paymentListUrl(
  query: Partial<Record<(typeof PAYMENT_FILTER_KEYS)[number] | 'page', string>> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${PAYMENTS_PATH}?${search}` : PAYMENTS_PATH;
}
