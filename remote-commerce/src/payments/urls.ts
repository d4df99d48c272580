export const PAYMENTS_PATH = '/admin/payments';

/**
 * The sorts GET /user/payments takes: appointment id, service date, booking amount and payment
 * status, plus the Transaction Date and the Total Amount the list shows.
 */
export enum PaymentSortField {
  appointmentId = 'appointment.appt_id',
  transactionDate = 'created_at',
  serviceDate = 'appointment.date_utc',
  bookingAmount = 'appointment.booking_amount',
  totalAmount = 'collected_amount',
  paymentStatus = 'payment_status',
}

/** The list's order when the URL names none: the Transaction Date column, newest first. */
export const DEFAULT_PAYMENT_SORT = { field: PaymentSortField.transactionDate, direction: 'DESC' } as const;

export const PAYMENT_FILTER_KEYS = ['search', 'date', 'from', 'to', 'doctor', 'status'] as const;
