import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { exportableListQuerystring } from '../../lib/list-export.js';
import { listPage } from '../../wire/response-shapes.js';
import { timeZoneHeaderSchema } from '../../time/time-zone.js';
import {
  arrayOf,
  bool,
  exact,
  instantOrNull,
  integer,
  orNull,
  text,
  textOrNull,
} from '../../wire/exact-shapes.js';

const entrySchema = exact({
  id: integer,
  created_at: instantOrNull,
  admin: orNull(exact({ uid: text, full_name: textOrNull, email: textOrNull })),
  action: text,
  action_label: { ...text, description: "How the action reads ('Refunded payment')" },
  target_type: textOrNull,
  target_uid: textOrNull,
  target_name: { ...textOrNull, description: "The record's name (a patient's masked)" },
  ip: { ...textOrNull, description: "The client's address" },
  request_id: textOrNull,
  // What the action recorded: free-form.
  details: { type: ['object', 'null'], additionalProperties: true },
});

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
    200: envelopeSchema(listPage('entries', entrySchema, { count_capped: bool }, ['count_capped'])),
    400: errorEnvelopeSchema,
  },
} as const;

export const auditFiltersSchema = {
  tags: ['audit'],
  summary: "The Audit Log's filter choices: administrators, actions and target types",
  response: {
    200: envelopeSchema(
      exact({
        admins: arrayOf(exact({ uid: text, full_name: text, email: text })),
        actions: arrayOf(text),
        // A map from each action to how it reads.
        action_labels: {
          type: 'object',
          additionalProperties: text,
          description: "How each action reads ('payment.refund': 'Refunded payment')",
        },
        target_types: arrayOf(text),
      }),
    ),
  },
} as const;
