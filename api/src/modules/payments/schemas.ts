import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { exportableListQuerystring } from '../../lib/list-export.js';
import { paymentAppointmentSchema, transactionProperties, transactionSchema } from '../appointments/index.js';
import { exact, integer, text } from '../../wire/exact-shapes.js';
import { listPage } from '../../wire/response-shapes.js';
import { timeZoneHeaderSchema } from '../../time/time-zone.js';

/** A payment with its appointment, when asked for (populate: appointment, appointment.user, ...). */
const paymentRowSchema = exact(
  { ...transactionProperties, appointment: paymentAppointmentSchema },
  { optional: ['appointment'] },
);

export const listPaymentsSchema = {
  tags: ['payments'],
  summary: 'Payments (charges) with their appointment, newest transaction first; patients masked',
  description:
    'where: status, type, refund_id (null = not refunded, {"!=": null} = refunded), appointment.doctor_id (uid), ' +
    'appointment.created_at / created_at (ISO instants or YYYY-MM-DD days in the `timezone` header zone); sort: ' +
    'appointment.appt_id, appointment.date_utc, appointment.booking_amount (ties by appointment), collected_amount, payment_status, ' +
    'created_at (the default, DESC), appointment.created_at; search: appointment id; populate: appointment, appointment.user, ' +
    'appointment.doctor. The list is named `appointments`, as clients have always read it. `totals=1` adds the totals of ' +
    'every matching payment (collected, refunded, net, count). With `format=csv` or `Accept: text/csv`: every ' +
    'matching payment as CSV (text/csv), patients masked, written to the audit log.',
  headers: timeZoneHeaderSchema,
  querystring: {
    ...exportableListQuerystring,
    properties: {
      ...exportableListQuerystring.properties,
      totals: { type: 'string', description: '1: answer the totals of every matching payment too' },
    },
  },
  response: {
    200: envelopeSchema(
      listPage('appointments', paymentRowSchema, {
        totals: exact(
          { collected: text, refunded: text, net: text, count: integer, refunded_count: integer },
          { description: 'With totals=1: the totals of every matching payment' },
        ),
      }),
    ),
    400: errorEnvelopeSchema,
  },
} as const;

export const refundSchema = {
  tags: ['payments'],
  summary: 'Refund a payment in full or in part, once',
  description:
    "Messages: 'Please enter amount', 'Enter a valid amount', 'Refund amount cannot be greater than total amount', " +
    "'Please select the Full Refund option', 'Please enter reason'. A refunded payment answers 409.",
  params: {
    type: 'object',
    required: ['paymentId'],
    properties: { paymentId: { type: 'string', maxLength: 64, description: "The payment's uid" } },
  },
  body: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: ['full_refund', 'partial_refund'] },
      amount: {
        anyOf: [{ type: 'number' }, { type: 'string', maxLength: 32 }, { type: 'null' }],
        description: 'Dollars; the total for a full refund',
      },
      reason: { type: 'string', maxLength: 2000 },
    },
  },
  response: {
    200: envelopeSchema(exact({ payment: transactionSchema })),
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    502: errorEnvelopeSchema,
  },
} as const;
