import { sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.js';
import type { ListSpec } from '../../plugins/list-query.js';
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
    // Spec 9: newest first.
    defaultSort: [{ field: 'created_at', direction: 'DESC' }],
    tiebreaker: appointments.id,
    populate: ['user', 'doctor'],
  };
}

/** The appointment-id search: partial and case-insensitive. */
export function apptIdSearch(search: string | null) {
  if (!search) return undefined;
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${appointments.apptId} ilike ${`%${escaped}%`}`;
}
