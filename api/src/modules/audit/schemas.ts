import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { exportableListQuerystring } from '../../lib/list-export.js';
import { listPage } from '../../wire/response-shapes.js';
import { timeZoneHeaderSchema } from '../../time/time-zone.js';

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    created_at: { type: ['string', 'null'], format: 'date-time' },
    admin: {
      type: ['object', 'null'],
      properties: {
        uid: { type: 'string' },
        full_name: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
      },
    },
    action: { type: 'string' },
    action_label: { type: 'string', description: "How the action reads ('Refunded payment')" },
    target_type: { type: ['string', 'null'] },
    target_uid: { type: ['string', 'null'] },
    target_name: { type: ['string', 'null'], description: "The record's name (a patient's masked)" },
    ip: { type: ['string', 'null'], description: "The client's address" },
    request_id: { type: ['string', 'null'] },
    details: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;

export const listAuditSchema = {
  tags: ['audit'],
  summary: "The audit log: every administrator's writes and reads of patients' records, newest first",
  description:
    "where: admin (admin uid), action, target_type, target_uid (a record's uid, e.g. a patient's for the reads of " +
    'their record), request_id, created_at (ISO instants or YYYY-MM-DD days in the `timezone` header zone); sort: ' +
    'created_at; search: a target uid or request id, exactly. `count` stops at 10,000 (`count_capped`). ' +
    'With `format=csv` or `Accept: text/csv`: every matching entry as CSV (text/csv), itself written to the log. ' +
    'The actions and target types are those GET /audit/filters lists.',
  headers: timeZoneHeaderSchema,
  querystring: exportableListQuerystring,
  response: {
    200: envelopeSchema(listPage('entries', entrySchema, { count_capped: { type: 'boolean' } })),
    400: errorEnvelopeSchema,
  },
} as const;

export const auditFiltersSchema = {
  tags: ['audit'],
  summary: "The Audit Log's filter choices: administrators, actions and target types",
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        admins: {
          type: 'array',
          items: {
            type: 'object',
            properties: { uid: { type: 'string' }, full_name: { type: 'string' }, email: { type: 'string' } },
          },
        },
        actions: { type: 'array', items: { type: 'string' } },
        action_labels: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: "How each action reads ('payment.refund': 'Refunded payment')",
        },
        target_types: { type: 'array', items: { type: 'string' } },
      },
    }),
  },
} as const;
