import { Type } from 'typebox';
import { ROLES } from '../../lib/permissions.js';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import {
  arrayOf,
  bool,
  exact,
  instant,
  instantOrNull,
  integer,
  text,
  textEnum,
  textOrNull,
  uid,
} from '../../wire/exact-shapes.js';

const notification = exact({
  uid,
  kind: textEnum(['mention', 'assignment']),
  record_type: {
    ...text,
    description: 'doctor, patient, clinic, appointment, enquiry, suggested-specialty, suggested-service',
  },
  record_key: { ...text, description: "The record's uid (an enquiry's id)" },
  record_label: { ...text, description: "The record's name when it happened ('A patient' for a patient)" },
  actor: { ...textOrNull, description: 'Who mentioned or assigned' },
  created_at: instant,
  read_at: instantOrNull,
});

const tags = ['admin inbox'];

export const inboxSchema = {
  tags,
  summary:
    "The signed-in admin's mentions and assignments made by others, newest first, and the unread count",
  querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })) }),
  response: {
    200: envelopeSchema(
      exact({ notifications: arrayOf(notification), unread: integer, notify_by_email: bool }),
    ),
    400: errorEnvelopeSchema,
  },
} as const;

export const teammatesSchema = {
  tags,
  summary: 'The active administrators, by name: whom a note can mention',
  response: {
    200: envelopeSchema(exact({ admins: arrayOf(exact({ uid, full_name: text, role: textEnum(ROLES) })) })),
  },
} as const;

export const unreadSchema = {
  tags,
  summary: "How many of the signed-in admin's inbox entries are unread (the bell's count)",
  response: { 200: envelopeSchema(exact({ unread: integer })) },
} as const;

export const markReadSchema = {
  tags,
  summary: 'Mark inbox entries read: those named by uid, or all of them without `uids`',
  body: Type.Object({ uids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 })) }),
  response: { 200: envelopeSchema(exact({ unread: integer })), 400: errorEnvelopeSchema },
} as const;

export const preferencesSchema = {
  tags,
  summary: 'Whether mentions and assignments also come by e-mail (through the outbox)',
  body: Type.Object({ notify_by_email: Type.Boolean() }),
  response: { 200: envelopeSchema(exact({ notify_by_email: bool })), 400: errorEnvelopeSchema },
} as const;
