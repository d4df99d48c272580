// JSON schemas of the appointment calls, for validation and the OpenAPI document. Answers are
// exact (wire/exact-shapes.ts): every field named, required unless only some answers carry it.
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { exportableListQuerystring } from '../../lib/list-export.js';
import { listPage, uidParams } from '../../wire/response-shapes.js';
import { timeZoneHeaderSchema } from '../../time/time-zone.js';
import {
  arrayOf,
  bool,
  dollarsOrNull,
  exact,
  integer,
  type JsonSchema,
  orNull,
  text,
  textEnum,
  textOrNull,
} from '../../wire/exact-shapes.js';

const date = { type: ['string', 'null'], format: 'date-time' } as const;

const personProperties = {
  uid: text,
  full_name: { type: ['string', 'null'], description: 'Masked for patients' },
  email: { type: ['string', 'null'], description: 'Masked for patients' },
  status: text,
  deleted_at: date,
};

/** The patient (masked) or the doctor of an appointment; a doctor comes without e-mail. */
export const personSchema = orNull(exact(personProperties, { optional: ['email'] }));

const summaryProperties: Record<string, JsonSchema> = {
  uid: text,
  appt_id: text,
  status: textEnum(['pending', 'ongoing', 'completed', 'cancelled']),
  booking_type: textEnum(['video_visit', 'in_clinic']),
  date_utc: date,
  service_at_date: date,
  created_at: date,
  total_cost: dollarsOrNull,
  booking_amount: dollarsOrNull,
  extended_count: integer,
  user: personSchema,
  doctor: personSchema,
};

/** A row of the appointment list: `user` and `doctor` when asked for (populate). */
export const appointmentSummarySchema = exact(summaryProperties, { optional: ['user', 'doctor'] });

/**
 * A row of a person's appointments (a doctor's or a patient's detail page): the summary without the
 * extension count, with both parties always (null when the appointment has none).
 */
export const personAppointmentListSchema = listPage(
  'appointments',
  exact(Object.fromEntries(Object.entries(summaryProperties).filter(([name]) => name !== 'extended_count'))),
);

/** The appointment of a payment row: the summary without its service date. */
export const paymentAppointmentSchema = exact(
  Object.fromEntries(Object.entries(summaryProperties).filter(([name]) => name !== 'service_at_date')),
  { optional: ['user', 'doctor'] },
);

/** A payment's fields, as its row and a refund's answer carry them. */
export const transactionProperties = {
  uid: text,
  transaction_id: textOrNull,
  charge_id: textOrNull,
  last4: textOrNull,
  status: textEnum(['succeeded', 'failed', 'pending']),
  type: textEnum(['normal', 'extended']),
  refund_id: textOrNull,
  refund_amount: dollarsOrNull,
  refund_type: { type: ['string', 'null'], description: 'full_refund or partial_refund, once refunded' },
  refund_reason: textOrNull,
  refunded_at: date,
  refunded_by: { type: ['string', 'null'], description: 'The refunding administrator' },
  collected_amount: dollarsOrNull,
  destination_amount: dollarsOrNull,
  application_amount: dollarsOrNull,
  handling_charge: dollarsOrNull,
  created_at: date,
};

export const transactionSchema = exact(transactionProperties);

export const listAppointmentsSchema = {
  tags: ['appointments'],
  summary: 'Appointments, newest first; patients masked',
  description:
    'where: status, booking_type, doctor_id / clinic_id / user_id (uids), date_utc / service_at_date / created_at ' +
    '(ISO instants, or YYYY-MM-DD days in the `timezone` header zone); sort: appt_id, date_utc, status, ' +
    'created_at, service_at_date, booking_amount, total_cost; search: appointment id; populate: user, doctor. ' +
    'With `format=csv` or `Accept: text/csv`: every match as CSV (text/csv), patients masked, written to the audit log.',
  headers: timeZoneHeaderSchema,
  querystring: exportableListQuerystring,
  response: {
    200: envelopeSchema(listPage('appointments', appointmentSummarySchema)),
    400: errorEnvelopeSchema,
  },
} as const;

export const getAppointmentSchema = {
  tags: ['appointments'],
  summary: 'One appointment with booked services, doctor, patient (masked), transactions and review',
  params: uidParams,
  response: {
    200: envelopeSchema(
      exact({
        appointments: exact({
          ...summaryProperties,
          someone_else: textEnum(['0', '1'], "'1' when booked for another person"),
          full_name: { type: ['string', 'null'], description: 'The other person, when someone_else is 1' },
          service_address: textOrNull,
          service_duration: { type: 'integer', description: 'Minutes' },
          is_review_added: bool,
          avgReviewRating: { type: ['integer', 'null'], description: "The review's rating" },
          doctor: orNull(
            exact(
              {
                ...personProperties,
                doctor_avg_rating: { type: ['number', 'null'] },
                doctorSpeciality: arrayOf(
                  exact({
                    is_primary: textEnum(['1', '2'], "'1' primary, '2' secondary"),
                    speciality: exact({ name: text }),
                  }),
                ),
                clinic: orNull(exact({ full_name: textOrNull })),
              },
              { optional: ['email'] },
            ),
          ),
          booked_services: arrayOf(
            exact({ uid: text, cost: dollarsOrNull, required_time: text, services: exact({ name: text }) }),
          ),
          transactions: arrayOf(transactionSchema, 'Oldest first'),
        }),
        payment_status: {
          type: ['string', 'null'],
          enum: ['succeeded', 'failed', 'pending', null],
          description: "The visit's payment (else the first)",
        },
        review: orNull(
          exact({
            rating: integer,
            comments: textOrNull,
            patient: orNull(exact({ full_name: { type: ['string', 'null'], description: 'Masked' } })),
          }),
        ),
      }),
    ),
    404: errorEnvelopeSchema,
  },
} as const;

export const listCallsSchema = {
  tags: ['appointments'],
  summary: "An appointment's video calls (duration in seconds)",
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', maxLength: 64, description: "The appointment's uid" } },
  },
  response: {
    200: envelopeSchema({
      type: 'array',
      items: exact({ call_id: text, duration: { type: 'integer', description: 'Seconds' }, status: text }),
    }),
    404: errorEnvelopeSchema,
  },
} as const;
