import { Type } from 'typebox';
import { ROLES } from '../../lib/permissions.js';
import { envelopeSchema, errorEnvelopeSchema } from '../../wire/envelope.js';
import { StringEnum } from '../../wire/typed-routes.js';

const role = StringEnum(ROLES, { description: 'owner, operations, finance, support or auditor' });
const uidParams = Type.Object({ uid: Type.String({ format: 'uuid' }) });
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const tokenBody = { token: Type.String({ minLength: 1, maxLength: 200 }) };

const admin = {
  type: 'object',
  required: ['uid', 'email', 'full_name', 'role', 'status', 'last_sign_in_at', 'created_at'],
  properties: {
    uid: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    full_name: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    status: { type: 'string', enum: ['active', 'deactivated'] },
    last_sign_in_at: { type: ['string', 'null'], format: 'date-time' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

const invitation = {
  type: 'object',
  required: ['uid', 'email', 'role', 'status', 'invited_by', 'sent_at', 'expires_at'],
  properties: {
    uid: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    status: { type: 'string', enum: ['pending', 'expired'] },
    invited_by: { type: ['string', 'null'], description: "The inviting admin's name" },
    sent_at: { type: 'string', format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const listAdminsSchema = {
  tags: ['administrators'],
  summary: 'The administrators and the invitations not yet accepted or revoked',
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        admins: { type: 'array', items: admin },
        invitations: { type: 'array', items: invitation },
      },
    }),
  },
} as const;

export const inviteSchema = {
  tags: ['administrators'],
  summary: 'Invite an administrator by e-mail: a single-use link, valid 48 hours, to set name and password',
  body: Type.Object({ email: Type.String({ maxLength: 254 }), role }),
  response: { 201: envelopeSchema({ type: 'object', properties: { invitation } }), ...errors },
} as const;

export const invitationActionSchema = (summary: string) =>
  ({
    tags: ['administrators'],
    summary,
    params: uidParams,
    response: { 200: envelopeSchema({ type: 'object', properties: { invitation } }), ...errors },
  }) as const;

export const changeRoleSchema = {
  tags: ['administrators'],
  summary: "Change an administrator's role (not one's own; never the last active Owner's)",
  params: uidParams,
  body: Type.Object({ role }),
  response: { 200: envelopeSchema({ type: 'object', properties: { admin } }), ...errors },
} as const;

export const changeStatusSchema = {
  tags: ['administrators'],
  summary: 'Deactivate (every session ends at once) or reactivate an administrator',
  params: uidParams,
  body: Type.Object({ status: StringEnum(['active', 'deactivated']) }),
  response: { 200: envelopeSchema({ type: 'object', properties: { admin } }), ...errors },
} as const;

export const checkInvitationSchema = {
  tags: ['administrators'],
  summary: "An invitation link's token: the e-mail and role it invites, or why it cannot be used",
  security: [],
  body: Type.Object(tokenBody),
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { email: { type: 'string' }, role: { type: 'string', enum: [...ROLES] } },
    }),
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    410: errorEnvelopeSchema,
  },
} as const;

export const acceptInvitationSchema = {
  tags: ['administrators'],
  summary: 'Accept an invitation: set the name and password; the link is used up',
  security: [],
  body: Type.Object({
    ...tokenBody,
    full_name: Type.String({ maxLength: 200 }),
    password: Type.String({ maxLength: 1024 }),
  }),
  response: {
    200: envelopeSchema({ type: 'object', properties: { email: { type: 'string' } } }),
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    410: errorEnvelopeSchema,
  },
} as const;
