// JSON schemas of the appointment calls, for validation and the OpenAPI document. Objects keep
// additionalProperties so the serializer never drops a field the admin's screens read.
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { exportableListQuerystring } from '../../lib/list-export.js';
import { listPage, uidParams } from '../../wire/response-shapes.js';
import { timeZoneHeaderSchema } from '../../time/time-zone.js';

const money = { type: ['string', 'null'], description: 'Dollars with two decimals' } as const;
const date = { type: ['string', 'null'], format: 'date-time' } as const;
const open = (properties: Record<string, unknown>) =>
  ({ type: ['object', 'null'], additionalProperties: true, properties }) as const;

export const personSchema = open({
  uid: { type: 'string' },
  full_name: { type: ['string', 'null'], description: 'Masked for patients' },
  email: { type: ['string', 'null'], description: 'Masked for patients' },
  status: { type: ['string', 'null'] },
  deleted_at: date,
});

export const appointmentSummarySchema = open({
  uid: { type: 'string' },
  appt_id: { type: 'string' },
  status: { type: 'string', enum: ['pending', 'ongoing', 'completed', 'cancelled'] },
  booking_type: { type: 'string', enum: ['video_visit', 'in_clinic'] },
  date_utc: date,
  service_at_date: date,
  created_at: date,
  total_cost: money,
  booking_amount: money,
  extended_count: { type: 'integer' },
  user: personSchema,
  doctor: personSchema,
});

export const transactionSchema = open({
  uid: { type: 'string' },
  transaction_id: { type: ['string', 'null'] },
  charge_id: { type: ['string', 'null'] },
  last4: { type: ['string', 'null'] },
  status: { type: 'string', enum: ['succeeded', 'failed', 'pending'] },
  type: { type: 'string', enum: ['normal', 'extended'] },
  refund_id: { type: ['string', 'null'] },
  refund_amount: money,
  refund_type: { type: ['string', 'null'] },
  refund_reason: { type: ['string', 'null'] },
  refunded_at: date,
  refunded_by: { type: ['string', 'null'], description: 'The refunding administrator' },
  collected_amount: money,
  destination_amount: money,
  application_amount: money,
  handling_charge: money,
  created_at: date,
});

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
    200: envelopeSchema({
      type: 'object',
      properties: {
        appointments: open({
          ...appointmentSummarySchema.properties,
          someone_else: { type: 'string' },
          full_name: { type: ['string', 'null'] },
          service_address: { type: ['string', 'null'] },
          service_duration: { type: ['integer', 'null'] },
          is_review_added: { type: 'boolean' },
          avgReviewRating: { type: ['number', 'null'] },
          doctor: open({
            ...personSchema.properties,
            doctor_avg_rating: { type: ['number', 'null'] },
            doctorSpeciality: {
              type: 'array',
              items: open({ is_primary: { type: 'string' }, speciality: open({ name: { type: 'string' } }) }),
            },
            clinic: open({ full_name: { type: ['string', 'null'] } }),
          }),
          booked_services: {
            type: 'array',
            items: open({
              uid: { type: 'string' },
              cost: money,
              required_time: { type: ['string', 'null'] },
              services: open({ name: { type: 'string' } }),
            }),
          },
          transactions: { type: 'array', items: transactionSchema },
        }),
        payment_status: { type: ['string', 'null'] },
        review: open({
          rating: { type: 'integer' },
          comments: { type: ['string', 'null'] },
          patient: open({ full_name: { type: ['string', 'null'] } }),
        }),
      },
    }),
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
      items: open({
        call_id: { type: 'string' },
        duration: { type: 'integer' },
        status: { type: 'string' },
      }),
    }),
    404: errorEnvelopeSchema,
  },
} as const;
