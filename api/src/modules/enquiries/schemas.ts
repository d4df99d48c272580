import { assigneeShape } from '../../wire/response-shapes.js';
// Route schemas of the enquiry calls (validation and the OpenAPI document).
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { exportableListQuerystring } from '../../lib/list-export.js';
import { listPage } from '../../wire/response-shapes.js';
import { batchAnswer, batchIds } from '../../wire/batch.js';
import {
  arrayOf,
  bool,
  exact,
  instant,
  instantOrNull,
  integer,
  orNull,
  text,
  textOrNull,
} from '../../wire/exact-shapes.js';

/** An empty reply is refused with this text, by the server too. */
export const EMPTY_REPLY_MESSAGE = 'Add a note before submitting';
export const REPLY_MAX = 5000;

const enquiryUser = orNull(
  exact(
    { uid: text, full_name: textOrNull, email: textOrNull, role_id: integer, status: text },
    {
      description:
        "The enquirer. A patient's (role 2) name and e-mail are masked ('J*** D**', 'j***@e***.com').",
    },
  ),
);

const enquiryReply = exact({
  id: integer,
  reply: text,
  created_at: instant,
  answered_by: { ...textOrNull, description: "The replying administrator's name" },
});

/** An enquiry; `user` and `enquiryReply` only when asked for (populate). */
export const enquirySchema = exact(
  {
    id: integer,
    user: enquiryUser,
    phone: textOrNull,
    subject: text,
    message: text,
    status: { type: 'integer', enum: [0, 1], description: '0 pending, 1 completed' },
    created_at: instant,
    read_at: { ...instantOrNull, description: 'First opened by an administrator' },
    assignee: assigneeShape,
    enquiryReply: arrayOf(enquiryReply, 'Earlier replies, oldest first'),
  },
  { optional: ['user', 'enquiryReply'] },
);

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The enquiry id' } },
} as const;

export const listEnquiriesSchema = {
  tags: ['enquiries'],
  summary: 'Enquiries, newest first, with the number no administrator has opened yet',
  description:
    'With `format=csv` or `Accept: text/csv`: every matching enquiry as CSV (text/csv), patients masked, written to ' +
    'the audit log.',
  querystring: exportableListQuerystring,
  response: {
    200: envelopeSchema(
      listPage(
        'enquiries',
        enquirySchema,
        {
          unread_count: { ...integer, description: "'There are N New Messages': enquiries never opened" },
        },
        ['unread_count'],
      ),
    ),
    ...errors,
  },
} as const;

export const getEnquirySchema = {
  tags: ['enquiries'],
  summary: 'One enquiry with its enquirer and earlier replies; opening it marks it read',
  params: idParamsSchema,
  querystring: {
    type: 'object',
    properties: { populate: { type: 'string', description: 'JSON list: user, enquiryReply' } },
  },
  response: {
    200: envelopeSchema(exact({ enquiry: enquirySchema })),
    ...errors,
  },
} as const;

export const updateEnquirySchema = {
  tags: ['enquiries'],
  summary: 'Sets the status (0 pending, 1 completed), or adds a reply that is e-mailed to the enquirer',
  params: idParamsSchema,
  body: {
    type: ['object', 'null'],
    properties: {
      status: { type: 'integer', enum: [0, 1] },
      notes: { type: 'string', description: 'The reply' },
      note_added_date: {
        type: 'string',
        format: 'date-time',
        description: "The admin's clock when sending; the reply is stamped with the server's time",
      },
    },
  },
  response: {
    200: envelopeSchema(
      exact(
        {
          enquiry: enquirySchema,
          mail_sent: { ...bool, description: 'After a reply: whether the e-mail went out' },
        },
        { optional: ['mail_sent'] },
      ),
    ),
    ...errors,
  },
} as const;

export const bulkEnquiryStatusSchema = {
  tags: ['enquiries'],
  summary: 'Sets the status (0 pending, 1 completed) of many enquiries, each as the one-row call would',
  description:
    'One transaction, each item under its own savepoint: a refused item (unknown, or already in that ' +
    "status; its reason is the one-row call's message) leaves the others done. HTTP 200 whatever the items' outcomes.",
  body: {
    type: 'object',
    required: ['status', 'ids'],
    properties: { status: { type: 'integer', enum: [0, 1] }, ids: batchIds },
  },
  response: { 200: batchAnswer, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
} as const;
