import { sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.js';
import {
  type Bind,
  bindParam,
  type CounterRead,
  containsPattern,
  counters,
  equalsOnly,
  type ListQuery,
  type ListSpec,
} from '../../lists/index.js';
import { dayAwareTimestamp, userUidReference } from '../../time/day-range.js';

/** What GET /user/appointments lets a client filter, sort and populate. */
export function appointmentListSpec(timeZone: string): ListSpec {
  return {
    fields: {
      status: { column: appointments.status, type: 'string', sort: true, operators: ['=', '!=', 'in'] },
      booking_type: { column: appointments.bookingType, type: 'string', operators: ['=', 'in'] },
      doctor_id: userUidReference(appointments.doctorId),
      clinic_id: userUidReference(appointments.clinicId),
      user_id: userUidReference(appointments.userId),
      date_utc: dayAwareTimestamp(appointments.dateUtc, timeZone, 'date_utc'),
      service_at_date: dayAwareTimestamp(appointments.serviceAtDate, timeZone, 'service_at_date'),
      created_at: dayAwareTimestamp(appointments.createdAt, timeZone, 'created_at'),
      appt_id: {
        column: appointments.apptId,
        type: 'string',
        sort: true,
        operators: ['=', 'in', 'contains'],
      },
      booking_amount: { column: appointments.bookingAmountCents, type: 'integer', filter: false, sort: true },
      total_cost: { column: appointments.totalCostCents, type: 'integer', filter: false, sort: true },
    },
    // Newest first.
    defaultSort: [{ field: 'created_at', direction: 'DESC' }],
    tiebreaker: appointments.id,
    populate: ['user', 'doctor'],
  };
}

/** The appointment-id search: partial and case-insensitive. */
export function apptIdSearch(search: string | null, bind: Bind = bindParam) {
  if (!search) return undefined;
  return sql`${appointments.apptId} ilike ${bind(containsPattern(search))}`;
}

/** The counters keep all appointments and those of one status. */
export function appointmentsCounter(list: ListQuery): CounterRead | null {
  const where = equalsOnly(list, ['status']);
  if (!where) return null;
  const status = where.get('status');
  if (status === undefined) return counters.appointments();
  return typeof status === 'string' ? counters.appointments(status) : null;
}
