import { sql } from 'drizzle-orm';
import { appointments, transactions } from '../../db/schema/index.js';
import { type CounterRead, counters, type ListQuery, type ListSpec } from '../../lists/index.js';
import { dayAwareTimestamp, userUidReference } from '../../time/day-range.js';

/** What GET /user/payments lets a client filter, sort and populate. */
export function paymentListSpec(timeZone: string): ListSpec {
  return {
    fields: {
      status: { column: transactions.status, type: 'string', sort: true, operators: ['=', 'in'] },
      type: { column: transactions.type, type: 'string', operators: ['=', 'in'] },
      // null: not refunded (Success); {"!=": null}: Refunded.
      refund_id: { column: transactions.refundId, type: 'string', operators: ['=', '!='] },
      'appointment.doctor_id': userUidReference(transactions.doctorId),
      'appointment.created_at': dayAwareTimestamp(
        transactions.appointmentCreatedAt,
        timeZone,
        'appointment.created_at',
      ),
      created_at: dayAwareTimestamp(transactions.createdAt, timeZone, 'created_at'),
      'appointment.appt_id': { column: appointments.apptId, type: 'string', filter: false, sort: true },
      'appointment.date_utc': { column: appointments.dateUtc, type: 'string', filter: false, sort: true },
      // The amount, then the appointment, as one key an index walks in order (migration 0520).
      'appointment.booking_amount': {
        column: sql`(${appointments.bookingAmountCents}::bigint * 4294967296 + ${appointments.id})`,
        type: 'integer',
        filter: false,
        sort: true,
      },
      collected_amount: {
        column: transactions.collectedAmountCents,
        type: 'integer',
        filter: false,
        sort: true,
      },
      // Success before Refunded when ascending.
      payment_status: {
        column: sql`(${transactions.refundId} is not null)`,
        type: 'boolean',
        filter: false,
        sort: true,
      },
    },
    // Newest first, by the Transaction Date the screen shows.
    defaultSort: [{ field: 'created_at', direction: 'DESC' }],
    tiebreaker: transactions.id,
    populate: ['appointment', 'appointment.user', 'appointment.doctor'],
  };
}

/** The counters keep payments by status and whether refunded (refund_id null or not null). */
export function paymentsCounter(list: ListQuery): CounterRead | null {
  if (list.search) return null;
  let status: string | undefined;
  let refunded: boolean | undefined;
  for (const condition of list.where) {
    if (condition.field === 'status' && condition.operator === '=' && typeof condition.value === 'string') {
      status = condition.value;
    } else if (condition.field === 'refund_id' && condition.value === null && condition.operator === '=') {
      refunded = false;
    } else if (condition.field === 'refund_id' && condition.value === null && condition.operator === '!=') {
      refunded = true;
    } else {
      return null;
    }
  }
  return counters.payments(status, refunded);
}
